import { ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { reservationQueries } from './reservation.queries.ts';
import { lockReservation } from './reservation-guards.ts';

/**
 * Money received for (positive) or refunded from (negative) a reservation: moves its
 * `total_paid_cents` (never below zero) under the reservation's row lock, inside the caller's
 * transaction (the payments area calls it when a payment becomes paid, or credits go back).
 * Returns the reservation's paid and total amounts after it, and whether it is cancelled.
 */
export async function recordReservationPayment(
  trx: Kysely<DB>,
  reservationId: number,
  cents: number,
  now: Date,
): Promise<{ totalPaidCents: number; totalInclCents: number; cancelled: boolean }> {
  const r = await lockReservation(trx, reservationId);
  const totalPaidCents = Math.max(0, r.total_paid_cents + cents);
  if (totalPaidCents !== r.total_paid_cents) {
    await reservationQueries.touch(trx, r.id, { total_paid_cents: totalPaidCents }, now.toISOString());
  }
  return {
    totalPaidCents,
    totalInclCents: r.total_incl_cents,
    cancelled: r.status_id === ReservationStatus.Cancelled,
  };
}
