import { ErrorCode, isReservationLocked, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { lockRow } from '../kernel/locks.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';

/**
 * Holds a reservation's row for the rest of the transaction (see lockRow) and reads it, so two
 * changes of one reservation (or a change and a cancel) run one after the other and each sees the
 * other's result. 404 when it is not there.
 */
export async function lockReservation(trx: Kysely<DB>, id: number): Promise<ReservationRow> {
  const found = await lockRow(trx, 'reservations', { column: 'id', value: id });
  const r = found ? await reservationQueries.byId(trx, id) : undefined;
  if (!r) throw AppError.notFound('Reservation not found');
  return r;
}

/** 409 `locked` when the reservation refuses changes (invoiced, cancelled, within 24 hours): see isReservationLocked. */
export function assertChangeable(r: ReservationRow, now: Date): void {
  if (isReservationLocked(r, now)) {
    throw new AppError(409, 'This reservation is locked: it can no longer be changed', [
      { Field: 'Id', Code: ErrorCode.Locked },
    ]);
  }
}

/** 409 `cancelled` for what may change while locked (program, external links) but not once cancelled. */
export function assertNotCancelled(r: ReservationRow): void {
  if (r.status_id === ReservationStatus.Cancelled) {
    throw new AppError(409, 'Reservation cancelled', [{ Field: 'Id', Code: ErrorCode.Cancelled }]);
  }
}
