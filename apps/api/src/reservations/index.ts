// The reservations area's public face: booking a reservation (finalize and copy book through the
// same command), what is taken (carts hold spaces with the same reads), the parts of a booking's
// view that carts show too, whom a booking's mails go to, the totals kernel (invoices will use it),
// who may read a reservation, what a payment adds to it and its events (payments refund on cancel).
export { createReservation } from './commands/create-reservation.ts';
export { invoiceColumnsOf, invoiceColumnsOfInput, invoiceColumnsOfSaved } from './invoice-address.ts';
export { recomputeReservationTotals } from './recompute-totals.ts';
export { recordReservationPayment } from './record-payment.ts';
export { reservationAccess } from './reservation.access.ts';
export { reservationEvents } from './reservation.events.ts';
export {
  presentBookedSpace,
  presentContact,
  presentInvoiceAddress,
} from './reservation.presenter.ts';
export { type Booker, bookerOf, bookingNamesOf, reservationView } from './reservation.reads.ts';
