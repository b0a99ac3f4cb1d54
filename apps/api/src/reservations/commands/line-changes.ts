import { centsToEuros, clampOptionAmount } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { changedFields, type RevisionChange, recordRevision } from '../../kernel/revisions.ts';
import {
  bookingDays,
  packageCharge,
  packageLine,
  packageQueries,
  reservationFacts,
  voucherBringsPackage,
  voucherQueries,
} from '../../pricing/index.ts';
import { type ReservationRow, reservationQueries } from '../reservation.queries.ts';
import {
  type LineKey,
  type ReservationOptionRow,
  reservationLineQueries,
} from '../reservation-lines.queries.ts';

// What the changes of a reservation's lines (options, spaces, package, voucher) share.

/** A line of the package (the whole booking, no time, at no charge): it changes with the package only. */
export function isPackageLine(line: ReservationOptionRow, packaged: ReadonlySet<number>): boolean {
  return (
    packaged.has(line.option_id) &&
    line.reservation_space_id === null &&
    line.start_minutes === null &&
    line.price_per_item_cents === 0
  );
}

/** Whether a stored line is the line of a key. */
export const sameLine = (line: ReservationOptionRow, key: LineKey) =>
  line.option_id === key.optionId &&
  line.reservation_space_id === key.spaceId &&
  line.start_minutes === key.startMinutes;

/** How revisions name a line: `Options[OptionId=3,ReservationSpaceId=5,StartMinutes=720]`. */
export const lineLabel = (key: LineKey) =>
  `Options[OptionId=${key.optionId}${key.spaceId === null ? '' : `,ReservationSpaceId=${key.spaceId}`}${
    key.startMinutes === null ? '' : `,StartMinutes=${key.startMinutes}`
  }]`;

/** The money of a reservation as revisions record it (wire names, euros). */
function moneyOf(r: ReservationRow) {
  return {
    TotalSeats: r.total_seats,
    VoucherId: r.voucher_id,
    PackageId: r.package_id,
    PackagePrice: centsToEuros(r.package_price_cents),
    Discount: centsToEuros(r.discount_cents),
    TotalExclTax: centsToEuros(r.total_excl_cents),
    TotalInclTax: centsToEuros(r.total_incl_cents),
    TotalPaid: centsToEuros(r.total_paid_cents),
  };
}
const MONEY_FIELDS = [
  'TotalSeats',
  'VoucherId',
  'PackageId',
  'PackagePrice',
  'Discount',
  'TotalExclTax',
  'TotalInclTax',
  'TotalPaid',
] as const;

/** Records the revision of a change to a reservation's lines: the line changes and the money that moved. */
export async function recordLinesRevision(
  trx: Kysely<DB>,
  change: { actor: Actor; action: string; before: ReservationRow; after: ReservationRow },
  lines: RevisionChange[],
  now: Date,
): Promise<void> {
  await recordRevision(
    trx,
    {
      reservationId: change.before.id,
      profileId: change.actor.profileId,
      action: change.action,
      changes: [...lines, ...changedFields(moneyOf(change.before), moneyOf(change.after), MONEY_FIELDS)],
      skipWhenEmpty: true,
    },
    now,
  );
}

/**
 * Gives a reservation a package, another one, or none (as a cart chooses one): the previous
 * package's lines go, the new package's options come in at no charge (amount per person x seats),
 * and its charge (price per person x seats x days, at the catalogue's price) is the package line.
 * Also used to let the package follow new seats. Returns the reservation as changed.
 */
export async function writePackage(
  trx: Kysely<DB>,
  r: ReservationRow,
  packageId: number | null,
  seats: number,
): Promise<ReservationRow> {
  if (packageId !== null && packageId !== r.package_id) {
    const offered = await packageQueries.isOffered(trx, packageId, {
      locationId: r.location_id,
      meetingTypeId: r.meeting_type_id,
    });
    if (!offered) throw AppError.notFound('This package is not offered for this booking');
  }
  if (r.package_id !== null) {
    const packaged = await packageQueries.optionIds(trx, r.package_id);
    const lines = await reservationLineQueries.options(trx, r.id);
    await reservationLineQueries.deleteOptions(
      trx,
      lines.filter((l) => isPackageLine(l, packaged)).map((l) => l.id),
    );
  }
  if (packageId !== null) {
    for (const item of await packageQueries.contents(trx, packageId)) {
      await reservationLineQueries.writeOption(
        trx,
        r.id,
        { optionId: item.option_id, spaceId: null, startMinutes: null },
        packageLine(item, seats),
      );
    }
  }
  const charge = await packageCharge(trx, packageId, seats, bookingDays(reservationFacts(r)));
  const changes = {
    package_id: packageId,
    package_price_cents: charge?.priceCents ?? 0,
    package_tax_percentage: charge?.taxPercentage ?? 0,
  };
  await reservationQueries.update(trx, r.id, changes);
  return { ...r, ...changes };
}

/** Takes a reservation's voucher off it (with the package a package voucher brought); totals not yet. */
export async function detachVoucher(trx: Kysely<DB>, r: ReservationRow): Promise<ReservationRow> {
  if (r.voucher_id === null) return r;
  const voucher = await voucherQueries.byId(trx, r.voucher_id);
  const next = voucherBringsPackage(voucher, r.package_id)
    ? await writePackage(trx, r, null, r.total_seats)
    : r;
  await reservationQueries.update(trx, r.id, { voucher_id: null });
  return { ...next, voucher_id: null };
}

/**
 * New amounts of the option lines after the seats changed, clamped as a cart's are when its seats
 * change (package lines follow the package instead; prices stay). Returns the revision changes.
 */
export async function reclampOptions(
  trx: Kysely<DB>,
  r: ReservationRow,
  seatsOfSpace: ReadonlyMap<number, number>,
  totalSeats: number,
): Promise<RevisionChange[]> {
  const [lines, packaged] = await Promise.all([
    reservationLineQueries.optionsWithCatalogue(trx, r.id),
    packageQueries.optionIds(trx, r.package_id),
  ]);
  const changes: RevisionChange[] = [];
  for (const line of lines) {
    if (isPackageLine(line, packaged)) continue;
    const seats =
      line.reservation_space_id === null ? totalSeats : seatsOfSpace.get(line.reservation_space_id);
    if (seats === undefined) continue;
    const amount = clampOptionAmount(line.amount, { maxAmount: line.max_amount, maxPP: line.max_pp, seats });
    if (amount === line.amount) continue;
    const key = {
      optionId: line.option_id,
      spaceId: line.reservation_space_id,
      startMinutes: line.start_minutes,
    };
    await reservationLineQueries.writeOption(trx, r.id, key, { ...line, amount });
    changes.push({ Field: `${lineLabel(key)}.Amount`, From: line.amount, To: amount });
  }
  return changes;
}
