import { LOCK_HOURS, ReservationStatus } from '../constants/reservations.ts';

/**
 * Whether a reservation refuses changes (and free cancellation): it has an invoice, it is
 * cancelled, or it starts within 24 hours (exactly 24 hours before is not locked yet).
 */
export function isReservationLocked(
  r: { has_invoice: number; status_id: number; starts_at: string },
  now: Date,
): boolean {
  return (
    r.has_invoice === 1 ||
    r.status_id === ReservationStatus.Cancelled ||
    Date.parse(r.starts_at) - now.getTime() < LOCK_HOURS * 3_600_000
  );
}
