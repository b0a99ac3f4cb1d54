// The reservations area's public face: booking a reservation (finalize and copy book through the
// same command), what is taken (carts hold spaces with the same reads), the parts of a booking's
// view that carts show too, whom a booking's mails go to, the totals kernel (invoices will use it),
// whether spaces are free in a period and what they cost then (proposals answer and accept
// with it), who may read a reservation (a member, or a manage link's holder) and what a payment adds to it; for invoices, a reservation's lines as
// billed and its invoiced mark; its events (invoices and payments react to a cancellation).
export { createReservation } from './commands/create-reservation.ts';
export { invoiceColumnsOf, invoiceColumnsOfInput, invoiceColumnsOfSaved } from './invoice-address.ts';
export {
  type EvaluatedSpaceInPeriod,
  evaluateSpacesInPeriod,
  type ReservationPeriod,
  type SpaceInPeriod,
} from './period-availability.reads.ts';
export { recomputeReservationTotals } from './recompute-totals.ts';
export { recordReservationPayment } from './record-payment.ts';
export { reservationAccess, reservationOfManageToken } from './reservation.access.ts';
export {
  type ReservationCancelled,
  type ReservationCreated,
  reservationEvents,
} from './reservation.events.ts';
export {
  presentBookedSpace,
  presentContact,
  presentInvoiceAddress,
} from './reservation.presenter.ts';
export type { ReservationRow } from './reservation.queries.ts';
export { type Booker, bookerOf, bookingNamesOf, reservationView } from './reservation.reads.ts';
export {
  type BillLine,
  markReservationInvoiced,
  type ReservationBill,
  reservationBillOf,
  reservationBookerOf,
} from './reservation-bill.reads.ts';
