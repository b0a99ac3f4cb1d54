// The host-bookings area's public face: a reservation's check-in as the host sees it (for a detail
// page or a statistic of another area later).
export { checkInStateOf } from './hostbookings.reads.ts';
