import { VoucherResult, VoucherType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  priceBooking,
  reservationFacts,
  storedPackageCharge,
  voucherQueries,
  voucherRefused,
} from '../pricing/index.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';
import { reservationLineQueries } from './reservation-lines.queries.ts';

/**
 * Recomputes a reservation's totals from its lines exactly as finalize does (see priceBooking): live
 * spaces + package charge + options, the voucher's discount taken from the lines its type reduces,
 * VAT per line on what is charged. Also: total seats (the largest live space), the discount, what a
 * credit voucher pays (replacing what it paid before in `total_paid_cents`), and the voucher's use
 * (one per reservation, worth its discount or credit). A voucher that no longer applies to the
 * changed booking refuses the change (409, the spec's code): the member reverts it first.
 * Call it inside the transaction of every change to a reservation's lines (invoices will read what
 * it wrote); returns the row before and after (unchanged rows are not written).
 */
export async function recomputeReservationTotals(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<{ before: ReservationRow; after: ReservationRow }> {
  const r = await reservationQueries.byId(trx, reservationId);
  if (!r) throw new Error(`reservation ${reservationId} vanished`);
  const [allSpaces, options, voucher, uses] = await Promise.all([
    reservationLineQueries.spaces(trx, r.id),
    reservationLineQueries.options(trx, r.id),
    r.voucher_id === null ? undefined : voucherQueries.byId(trx, r.voucher_id),
    voucherQueries.usesOfReservation(trx, r.id),
  ]);
  const spaces = allSpaces.filter((s) => s.is_cancelled === 0);
  const seats = spaces.length > 0 ? Math.max(...spaces.map((s) => s.seats)) : r.total_seats;
  const pricing = await priceBooking(
    trx,
    reservationFacts(r, seats),
    spaces,
    storedPackageCharge(r),
    options,
    voucher,
  );
  if (voucher && pricing.voucherResult !== VoucherResult.Applied) {
    throw voucherRefused(
      pricing.voucherResult,
      (reason) => `The voucher no longer applies to this booking (${reason}): remove it first`,
    );
  }
  const creditBefore = uses
    .filter((u) => u.type_id === VoucherType.Credit)
    .reduce((n, u) => n + u.amount_cents, 0);
  const changes = {
    total_seats: seats,
    total_excl_cents: pricing.totals.totalExclCents,
    total_incl_cents: pricing.totals.totalInclCents,
    discount_cents: pricing.discountCents,
    total_paid_cents: Math.max(0, r.total_paid_cents - creditBefore + pricing.creditCents),
  };
  const nowIso = now.toISOString();
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((k) => r[k] !== changes[k]);
  if (changed) await reservationQueries.touch(trx, r.id, changes, nowIso);
  // One use per reservation: of its current voucher, worth what the voucher gave (as finalize records it).
  const current = voucher ? uses.find((u) => u.voucher_id === voucher.id) : undefined;
  await voucherQueries.deleteUses(
    trx,
    uses.filter((u) => u !== current).map((u) => u.id),
  );
  if (voucher) {
    const amountCents = pricing.discountCents + pricing.creditCents;
    if (current) await voucherQueries.updateUse(trx, current.id, { amountCents, seats });
    else {
      await voucherQueries.recordUse(
        trx,
        { voucherId: voucher.id, reservationId: r.id, profileId: r.profile_id, seats, amountCents },
        nowIso,
      );
    }
  }
  return { before: r, after: changed ? { ...r, ...changes, updated_at: nowIso } : r };
}
