import {
  CURRENCY,
  centsToEuros,
  clampOptionAmount,
  isReservationLocked,
  type Locale,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  type OptionDetail,
  type PricingType,
  type ProgramBody,
  priceSpace,
  type ReservationOptionsBody,
  type ReservationSpacesBody,
  ReservationStatus,
  VOUCHER_RESULT_MESSAGES,
  VoucherResult,
  VoucherType,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import { optionList } from '../carts/booking-view.ts';
import { cartQueries } from '../carts/cart.queries.ts';
import { bookableSpace } from '../carts/cart.service.ts';
import { voucherOutcome } from '../carts/voucher.service.ts';
import type { DB } from '../db/schema.ts';
import type { ReservationOptionsTable, ReservationsTable } from '../db/schema-booking.ts';
import { AppError, type FieldError } from '../kernel/errors.ts';
import { withBookingLock } from '../kernel/locks.ts';
import { changedFields, type RevisionChange, recordRevision } from '../kernel/revisions.ts';
import {
  type BookingFacts,
  bookingDays,
  optionLine,
  packageCharge,
  priceBooking,
} from '../pricing/booking-pricing.ts';
import { packageQueries } from '../pricing/package.queries.ts';
import { voucherQueries } from '../pricing/voucher.queries.ts';
import { occupancyConflict } from '../search/index.ts';

type ReservationRow = Selectable<ReservationsTable>;
type OptionLineRow = Selectable<ReservationOptionsTable>;

/** Who changes a reservation, and when. */
export interface LinesDeps {
  db: Kysely<DB>;
  now: Date;
  actorId: number | null;
}

const lockedError = () =>
  new AppError(409, 'This reservation is locked: it can no longer be changed', [
    { Field: 'Id', Code: 'locked' },
  ]);

/**
 * Reads a reservation and holds it for the rest of the transaction (a no-op write: PostgreSQL's row
 * lock, SQLite's write lock), so two changes of one reservation never interleave.
 */
async function lockReservation(trx: Kysely<DB>, id: number): Promise<ReservationRow> {
  await trx
    .updateTable('reservations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
  const r = await trx.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw AppError.notFound('Reservation not found');
  return r;
}

/** A lockable reservation that may still change (else 409 `locked`): see isReservationLocked. */
async function changeableReservation(trx: Kysely<DB>, id: number, now: Date): Promise<ReservationRow> {
  const r = await lockReservation(trx, id);
  if (isReservationLocked(r, now)) throw lockedError();
  return r;
}

/** What prices and voucher checks need to know about a booked reservation (its own voucher use left out). */
export function reservationFacts(r: ReservationRow, seats = r.total_seats): BookingFacts {
  return {
    locationId: r.location_id,
    meetingTypeId: r.meeting_type_id,
    startDate: r.start_date,
    endDate: r.end_date,
    startMinutes: r.start_minutes,
    endMinutes: r.end_minutes,
    seats,
    companyId: r.company_id,
    profileId: r.profile_id,
    packageId: r.package_id,
    reservationId: r.id,
  };
}

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

/**
 * Recomputes a reservation's totals from its lines exactly as finalize does (see priceBooking): live
 * spaces + package charge + options, the voucher's discount taken from the lines its type reduces,
 * VAT per line on what is charged. Also: total seats (the largest live space), the discount, what a
 * credit voucher pays (replacing what it paid before in `total_paid_cents`), and the voucher's use
 * (one per reservation, worth its discount or credit). A voucher that no longer applies to the
 * changed booking refuses the change (409, the spec's code): the member reverts it first.
 * Call it inside the transaction of every change to a reservation's lines; returns the row before
 * and after (unchanged rows are not written).
 */
export async function recomputeReservationTotals(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<{ before: ReservationRow; after: ReservationRow }> {
  const r = await trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  const [spaces, options, voucher, uses] = await Promise.all([
    trx
      .selectFrom('reservation_spaces')
      .select(['seats', 'price_total_cents', 'tax_percentage'])
      .where('reservation_id', '=', r.id)
      .where('is_cancelled', '=', 0)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('reservation_options')
      .select(['price_total_cents', 'tax_percentage'])
      .where('reservation_id', '=', r.id)
      .orderBy('id')
      .execute(),
    r.voucher_id === null ? undefined : voucherQueries.byId(trx, r.voucher_id),
    trx
      .selectFrom('voucher_usages as u')
      .innerJoin('vouchers as v', 'v.id', 'u.voucher_id')
      .select(['u.id', 'u.voucher_id', 'u.amount_cents', 'v.type_id'])
      .where('u.reservation_id', '=', r.id)
      .orderBy('u.id')
      .execute(),
  ]);
  const seats = spaces.length > 0 ? Math.max(...spaces.map((s) => s.seats)) : r.total_seats;
  const pkg =
    r.package_id === null
      ? undefined
      : {
          packageId: r.package_id,
          priceCents: r.package_price_cents,
          taxPercentage: r.package_tax_percentage,
        };
  const pricing = await priceBooking(trx, reservationFacts(r, seats), spaces, pkg, options, voucher);
  if (voucher && pricing.voucherResult !== VoucherResult.Applied) {
    const code = pricing.voucherResult as VoucherResult;
    throw new AppError(
      409,
      `The voucher no longer applies to this booking (${VOUCHER_RESULT_MESSAGES[code]}): remove it first`,
      [{ Field: 'VoucherId', Code: `${code}` }],
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
  if (changed) {
    await trx
      .updateTable('reservations')
      .set({ ...changes, updated_at: nowIso })
      .where('id', '=', r.id)
      .execute();
  }
  // One use per reservation: of its current voucher, worth what the voucher gave (as finalize records it).
  const current = voucher ? uses.find((u) => u.voucher_id === voucher.id) : undefined;
  const stale = uses.filter((u) => u !== current).map((u) => u.id);
  if (stale.length > 0) await trx.deleteFrom('voucher_usages').where('id', 'in', stale).execute();
  if (voucher) {
    const amountCents = pricing.discountCents + pricing.creditCents;
    if (current) {
      await trx
        .updateTable('voucher_usages')
        .set({ amount_cents: amountCents, seats })
        .where('id', '=', current.id)
        .execute();
    } else {
      await voucherQueries.recordUse(
        trx,
        { voucherId: voucher.id, reservationId: r.id, profileId: r.profile_id, seats, amountCents },
        nowIso,
      );
    }
  }
  return { before: r, after: changed ? { ...r, ...changes, updated_at: nowIso } : r };
}

/** A line of the package (the whole booking, no time, at no charge): it changes with the package only. */
function isPackageLine(line: OptionLineRow, packaged: ReadonlySet<number>): boolean {
  return (
    packaged.has(line.option_id) &&
    line.reservation_space_id === null &&
    line.start_minutes === null &&
    line.price_per_item_cents === 0
  );
}

/** Which line an entry means: an option, for the whole booking or one booked space, at a time or not. */
interface LineKey {
  optionId: number;
  spaceId: number | null;
  startMinutes: number | null;
}
const sameLine = (line: OptionLineRow, key: LineKey) =>
  line.option_id === key.optionId &&
  line.reservation_space_id === key.spaceId &&
  line.start_minutes === key.startMinutes;
const lineLabel = (key: LineKey) =>
  `Options[OptionId=${key.optionId}${key.spaceId === null ? '' : `,ReservationSpaceId=${key.spaceId}`}${
    key.startMinutes === null ? '' : `,StartMinutes=${key.startMinutes}`
  }]`;

/** Replaces the line of a key (amount 0 removes it), with the total of amount x price. */
async function writeLine(
  trx: Kysely<DB>,
  reservationId: number,
  key: LineKey,
  line: { amount: number; price_per_item_cents: number; tax_percentage: number } | null,
): Promise<void> {
  let remove = trx
    .deleteFrom('reservation_options')
    .where('reservation_id', '=', reservationId)
    .where('option_id', '=', key.optionId);
  remove =
    key.spaceId === null
      ? remove.where('reservation_space_id', 'is', null)
      : remove.where('reservation_space_id', '=', key.spaceId);
  remove =
    key.startMinutes === null
      ? remove.where('start_minutes', 'is', null)
      : remove.where('start_minutes', '=', key.startMinutes);
  await remove.execute();
  if (line && line.amount > 0) {
    await trx
      .insertInto('reservation_options')
      .values({
        reservation_id: reservationId,
        option_id: key.optionId,
        reservation_space_id: key.spaceId,
        start_minutes: key.startMinutes,
        amount: line.amount,
        price_per_item_cents: line.price_per_item_cents,
        price_total_cents: line.amount * line.price_per_item_cents,
        tax_percentage: line.tax_percentage,
      })
      .execute();
  }
}

/**
 * Gives a reservation a package, another one, or none (as choosePackage does for a cart): the
 * previous package's lines go, the new package's options come in at no charge (amount per person x
 * seats), and its charge (price per person x seats x days, at the catalogue's price) is the package
 * line. Also used to let the package follow new seats. Returns the reservation as changed.
 */
async function writePackage(
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
    const packaged = new Set((await packageQueries.contents(trx, r.package_id)).map((i) => i.option_id));
    const lines = await trx
      .selectFrom('reservation_options')
      .selectAll()
      .where('reservation_id', '=', r.id)
      .execute();
    const ids = lines.filter((l) => isPackageLine(l, packaged)).map((l) => l.id);
    if (ids.length > 0) await trx.deleteFrom('reservation_options').where('id', 'in', ids).execute();
  }
  if (packageId !== null) {
    for (const item of await packageQueries.contents(trx, packageId)) {
      await writeLine(
        trx,
        r.id,
        { optionId: item.option_id, spaceId: null, startMinutes: null },
        {
          amount: item.amount_per_person * seats,
          price_per_item_cents: 0,
          tax_percentage: item.tax_percentage,
        },
      );
    }
  }
  const charge = await packageCharge(trx, packageId, seats, bookingDays(reservationFacts(r)));
  const changes = {
    package_id: packageId,
    package_price_cents: charge?.priceCents ?? 0,
    package_tax_percentage: charge?.taxPercentage ?? 0,
  };
  await trx.updateTable('reservations').set(changes).where('id', '=', r.id).execute();
  return { ...r, ...changes };
}

/** Records the revision of a change to a reservation's lines: the line changes and the money that moved. */
async function recordLinesRevision(
  trx: Kysely<DB>,
  deps: LinesDeps,
  action: string,
  before: ReservationRow,
  after: ReservationRow,
  lines: RevisionChange[],
): Promise<void> {
  await recordRevision(
    trx,
    {
      reservationId: before.id,
      profileId: deps.actorId,
      action,
      changes: [...lines, ...changedFields(moneyOf(before), moneyOf(after), MONEY_FIELDS)],
      skipWhenEmpty: true,
    },
    deps.now,
  );
}

/** `GET /v1/reservation/{id}/available/options`: the location's options with the reservation's amounts. */
export function reservationOptionList(db: Kysely<DB>, r: ReservationRow) {
  return optionList(
    db,
    { locationId: r.location_id, languageId: r.language_id },
    db
      .selectFrom('reservation_options')
      .selectAll()
      .where('reservation_id', '=', r.id)
      .orderBy('id')
      .execute(),
  );
}

/** `GET /v1/option/{id}`: one option of the catalogue, in a language; undefined when there is none. */
export async function optionDetail(
  db: Kysely<DB>,
  id: number,
  locale: Locale,
): Promise<OptionDetail | undefined> {
  const o = await db.selectFrom('options').selectAll().where('id', '=', id).executeTakeFirst();
  if (!o) return undefined;
  return {
    Id: o.id,
    LocationId: o.location_id,
    CategoryId: o.category_id,
    CategoryName: OPTION_CATEGORY_NAMES[o.category_id as OptionCategory]?.[locale] ?? '',
    Name: locale === 'nl' ? o.name_nl : o.name_en,
    Description: locale === 'nl' ? o.description_nl : o.description_en,
    Price: centsToEuros(o.price_cents),
    TaxPercentage: o.tax_percentage,
    CurrencyIso: CURRENCY.iso,
    MaxAmount: o.max_amount,
    MaxPP: o.max_pp,
    Rank: o.rank,
    IsActive: o.is_active === 1,
  };
}

/**
 * `PUT /v2/reservation/{id}/options`: sets the amount of each listed line (amount 0 removes it),
 * priced and clamped by the server as a cart's options are (`optionLine`); the seats of a line for
 * one booked space are that space's, else the reservation's. A line whose amount does not change
 * keeps its price (a line sent unchanged is left alone). Lines that came with the package change
 * with the package only (400 `in_package`). Every problem of the list is reported at once (400,
 * `Options[i].Field`); nothing is written then. Refused when the reservation is locked.
 */
export async function setReservationOptions(
  deps: LinesDeps,
  reservationId: number,
  body: ReservationOptionsBody,
): Promise<void> {
  await withBookingLock(deps.db, async (trx) => {
    const r = await changeableReservation(trx, reservationId, deps.now);
    const ids = [...new Set(body.Options.map((o) => o.OptionId))];
    const [lines, spaces, offered, packaged] = await Promise.all([
      trx.selectFrom('reservation_options').selectAll().where('reservation_id', '=', r.id).execute(),
      trx
        .selectFrom('reservation_spaces')
        .select(['id', 'seats'])
        .where('reservation_id', '=', r.id)
        .where('is_cancelled', '=', 0)
        .execute(),
      trx
        .selectFrom('options')
        .selectAll()
        .where('location_id', '=', r.location_id)
        .where('id', 'in', ids)
        .execute(),
      r.package_id === null
        ? new Set<number>()
        : packageQueries.contents(trx, r.package_id).then((items) => new Set(items.map((i) => i.option_id))),
    ]);
    const errors: FieldError[] = [];
    const plan: { key: LineKey; from: number; line: ReturnType<typeof optionLine> | null }[] = [];
    const seen = new Set<string>();
    body.Options.forEach((entry, i) => {
      const field = (name: string) => `Options[${i}].${name}`;
      const key: LineKey = {
        optionId: entry.OptionId,
        spaceId: entry.ReservationSpaceId ?? null,
        startMinutes: entry.StartMinutes ?? null,
      };
      const id = JSON.stringify(key);
      if (seen.has(id)) {
        errors.push({ Field: `Options[${i}]`, Code: 'duplicate', Message: 'This line is listed twice' });
        return;
      }
      seen.add(id);
      const current = lines.find((l) => sameLine(l, key));
      const option = offered.find((o) => o.id === entry.OptionId);
      // A line sent as it is stays as it is (also a package line, or one of a discontinued option).
      if (current && entry.Amount === current.amount) return;
      if (current && isPackageLine(current, packaged)) {
        errors.push({
          Field: field('OptionId'),
          Code: 'in_package',
          Message: 'This option comes with the package: it changes with the package',
        });
        return;
      }
      // Taking a line out always works, also of an option the location no longer offers.
      if (entry.Amount <= 0) {
        if (current) plan.push({ key, from: current.amount, line: null });
        else if (!option) {
          errors.push({
            Field: field('OptionId'),
            Code: 'not_offered',
            Message: 'Not an option of this location',
          });
        }
        return;
      }
      if (option?.is_active !== 1) {
        errors.push({
          Field: field('OptionId'),
          Code: 'not_offered',
          Message: 'Not an option of this location',
        });
        return;
      }
      let seats = r.total_seats;
      if (key.spaceId !== null) {
        const space = spaces.find((s) => s.id === key.spaceId);
        if (!space) {
          errors.push({
            Field: field('ReservationSpaceId'),
            Code: 'unknown',
            Message: 'Not a booked space of this reservation',
          });
          return;
        }
        seats = space.seats;
      }
      if (
        key.startMinutes !== null &&
        (key.startMinutes < r.start_minutes || key.startMinutes > r.end_minutes)
      ) {
        errors.push({
          Field: field('StartMinutes'),
          Code: 'outside_reservation',
          Message: `Choose a time between ${r.start_minutes} and ${r.end_minutes}`,
        });
        return;
      }
      const line = optionLine(option, entry.Amount, seats);
      plan.push({ key, from: current?.amount ?? 0, line: line.amount > 0 ? line : null });
    });
    if (errors.length > 0) throw AppError.badRequest('Some options cannot be set', errors);
    const changes: RevisionChange[] = [];
    for (const { key, from, line } of plan) {
      const to = line?.amount ?? 0;
      if (to === from) continue;
      await writeLine(trx, r.id, key, line);
      changes.push({ Field: `${lineLabel(key)}.Amount`, From: from, To: to });
    }
    if (changes.length === 0) return;
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, deps, 'options', r, after, changes);
  });
}

/**
 * New amounts of the option lines after the seats changed, clamped as a cart's are when its seats
 * change (package lines follow the package instead; prices stay). Returns the revision changes.
 */
async function reclampOptions(
  trx: Kysely<DB>,
  r: ReservationRow,
  seatsOfSpace: ReadonlyMap<number, number>,
  totalSeats: number,
): Promise<RevisionChange[]> {
  const [lines, packaged] = await Promise.all([
    trx
      .selectFrom('reservation_options as ro')
      .innerJoin('options as o', 'o.id', 'ro.option_id')
      .selectAll('ro')
      .select(['o.max_amount', 'o.max_pp'])
      .where('ro.reservation_id', '=', r.id)
      .orderBy('ro.id')
      .execute(),
    r.package_id === null
      ? new Set<number>()
      : packageQueries.contents(trx, r.package_id).then((items) => new Set(items.map((i) => i.option_id))),
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
    await writeLine(trx, r.id, key, { ...line, amount });
    changes.push({ Field: `${lineLabel(key)}.Amount`, From: line.amount, To: amount });
  }
  return changes;
}

/**
 * `PUT /v2/reservation/{id}/spaces`: new seats and/or another setting of booked spaces, within the
 * setting's range and (for a workspace) the capacity left, re-checked under the booking lock with
 * the engine's rule; new seats are re-priced from the catalogue. `IsLocked` locks or unlocks a
 * space; a locked space refuses seat and setting changes (409 `space_locked`) unless the same entry
 * unlocks it. When the reservation's seats change, the package and option amounts follow (as in a
 * cart). Refused when the reservation is locked.
 */
export async function changeReservationSpaces(
  deps: LinesDeps,
  reservationId: number,
  body: ReservationSpacesBody,
): Promise<void> {
  await withBookingLock(deps.db, async (trx) => {
    let r = await changeableReservation(trx, reservationId, deps.now);
    const spaces = await trx
      .selectFrom('reservation_spaces')
      .selectAll()
      .where('reservation_id', '=', r.id)
      .orderBy('id')
      .execute();
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    const plans = [];
    for (const [i, entry] of body.Spaces.entries()) {
      const field = (name: string) => `Spaces[${i}].${name}`;
      const held = spaces.find((s) => s.id === entry.Id && s.is_cancelled === 0);
      if (!held) {
        errors.push({
          Field: field('Id'),
          Code: 'unknown',
          Message: 'Not a booked space of this reservation',
        });
        continue;
      }
      if (seen.has(held.id)) {
        errors.push({ Field: field('Id'), Code: 'duplicate', Message: 'This space is listed twice' });
        continue;
      }
      seen.add(held.id);
      const seats = entry.Seats ?? held.seats;
      const settingId = entry.SettingId ?? held.setting_id;
      const relayout = seats !== held.seats || settingId !== held.setting_id;
      const space = relayout ? await bookableSpace(trx, held.space_id, settingId) : undefined;
      if (relayout && !space) {
        errors.push({
          Field: field('SettingId'),
          Code: 'unknown_setting',
          Message: 'This space has no such setting',
        });
        continue;
      }
      if (space && (seats < space.min_seats || seats > space.max_seats)) {
        errors.push({
          Field: field('Seats'),
          Code: 'outside_setting',
          Message: `This setting takes ${space.min_seats} to ${space.max_seats} people`,
        });
        continue;
      }
      plans.push({
        index: i,
        held,
        seats,
        settingId,
        space,
        isLocked: entry.IsLocked ?? held.is_locked === 1,
      });
    }
    if (errors.length > 0) throw AppError.badRequest('Some spaces cannot be changed this way', errors);
    for (const p of plans) {
      if (p.space && p.held.is_locked === 1 && body.Spaces[p.index]?.IsLocked !== false) {
        throw new AppError(409, 'This space is locked: unlock it to change its seats or setting', [
          { Field: `Spaces[${p.index}].Id`, Code: 'space_locked' },
        ]);
      }
    }
    const seatsOfSpace = new Map(spaces.filter((s) => s.is_cancelled === 0).map((s) => [s.id, s.seats]));
    for (const p of plans) seatsOfSpace.set(p.held.id, p.seats);
    const nowIso = deps.now.toISOString();
    const changes: RevisionChange[] = [];
    for (const { index, held, seats, settingId, space, isLocked } of plans) {
      const update: {
        seats?: number;
        setting_id?: number;
        price_per_seat_cents?: number;
        price_total_cents?: number;
        is_locked?: number;
      } = {};
      if (space) {
        const occupants = await cartQueries.occupantsOfSpace(
          trx,
          held.space_id,
          { startDate: held.start_date, endDate: held.end_date },
          nowIso,
          -1,
          r.id,
        );
        // The reservation's own other bookings of the same space count too (with their new seats).
        const siblings = spaces
          .filter((s) => s.id !== held.id && s.space_id === held.space_id && s.is_cancelled === 0)
          .map((s) => ({ ...s, seats: seatsOfSpace.get(s.id) ?? s.seats }));
        const conflict = occupancyConflict(space, [...occupants.bookings, ...siblings], occupants.holds, {
          ...held,
          seats,
        });
        if (conflict) {
          throw new AppError(409, 'Not enough places left in this space for this number of people', [
            { Field: `Spaces[${index}].Seats`, Code: conflict },
          ]);
        }
        update.setting_id = settingId;
        if (seats !== held.seats) {
          const price = priceSpace({
            pricingTypeId: space.pricing_type_id as PricingType,
            priceCents: space.price_cents,
            seats,
            startDate: held.start_date,
            endDate: held.end_date,
            startMinutes: held.start_minutes,
            endMinutes: held.end_minutes,
            isSocialCapital: space.is_social_capital === 1,
          });
          Object.assign(update, {
            seats,
            price_per_seat_cents: price.pricePerSeatCents,
            price_total_cents: price.priceTotalCents,
          });
        }
      }
      update.is_locked = isLocked ? 1 : 0;
      const label = `Spaces[Id=${held.id}]`;
      const before = {
        Seats: held.seats,
        SettingId: held.setting_id,
        IsLocked: held.is_locked === 1,
        PriceTotal: centsToEuros(held.price_total_cents),
      };
      const after = {
        Seats: update.seats ?? held.seats,
        SettingId: update.setting_id ?? held.setting_id,
        IsLocked: isLocked,
        PriceTotal: centsToEuros(update.price_total_cents ?? held.price_total_cents),
      };
      const spaceChanges = changedFields(before, after, ['Seats', 'SettingId', 'IsLocked', 'PriceTotal']);
      if (spaceChanges.length === 0) continue;
      await trx.updateTable('reservation_spaces').set(update).where('id', '=', held.id).execute();
      changes.push(...spaceChanges.map((c) => ({ ...c, Field: `${label}.${c.Field}` })));
    }
    if (changes.length === 0) return;
    const before = r;
    const totalSeats = Math.max(...seatsOfSpace.values());
    if (totalSeats !== r.total_seats) {
      if (r.package_id !== null) r = await writePackage(trx, r, r.package_id, totalSeats);
      changes.push(...(await reclampOptions(trx, r, seatsOfSpace, totalSeats)));
    }
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, deps, 'spaces', before, after, changes);
  });
}

/** `GET /v1/reservation/{id}/program`: the program in its order (by start time, then as entered). */
export async function programOf(db: Kysely<DB>, reservationId: number) {
  const rows = await db
    .selectFrom('reservation_program_items')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('rank')
    .orderBy('id')
    .execute();
  return rows.map((p) => ({
    Id: p.id,
    StartMinutes: p.start_minutes,
    EndMinutes: p.end_minutes,
    Title: p.title,
    Description: p.description,
  }));
}

/**
 * `PUT /v1/reservation/{id}/program`: replaces the program. Items lie within the reservation's daily
 * times (400 `outside_reservation` per item); they are kept ordered by start time (then as sent).
 * Allowed while the reservation is locked by time or invoiced (agendas are finalised on the day;
 * the program changes no price), not once it is cancelled (409 `cancelled`).
 */
export async function replaceProgram(
  deps: LinesDeps,
  reservationId: number,
  items: ProgramBody['ProgramItems'],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    if (r.status_id === ReservationStatus.Cancelled) {
      throw new AppError(409, 'Reservation cancelled', [{ Field: 'Id', Code: 'cancelled' }]);
    }
    const errors: FieldError[] = [];
    items.forEach((item, i) => {
      const message = `Choose a time between ${r.start_minutes} and ${r.end_minutes}`;
      if (item.StartMinutes < r.start_minutes) {
        errors.push({
          Field: `ProgramItems[${i}].StartMinutes`,
          Code: 'outside_reservation',
          Message: message,
        });
      }
      if (item.EndMinutes > r.end_minutes) {
        errors.push({
          Field: `ProgramItems[${i}].EndMinutes`,
          Code: 'outside_reservation',
          Message: message,
        });
      }
    });
    if (errors.length > 0) throw AppError.badRequest('Some program items do not fit the reservation', errors);
    const next = items
      .map((item, i) => ({ item, i }))
      .sort((a, b) => a.item.StartMinutes - b.item.StartMinutes || a.i - b.i)
      .map(({ item }) => ({
        StartMinutes: item.StartMinutes,
        EndMinutes: item.EndMinutes,
        Title: item.Title,
        Description: item.Description || null,
      }));
    const previous = (await programOf(trx, r.id)).map(({ Id: _, ...rest }) => rest);
    const changes = changedFields({ ProgramItems: previous }, { ProgramItems: next }, ['ProgramItems']);
    if (changes.length === 0) return;
    await trx.deleteFrom('reservation_program_items').where('reservation_id', '=', r.id).execute();
    if (next.length > 0) {
      await trx
        .insertInto('reservation_program_items')
        .values(
          next.map((p, rank) => ({
            reservation_id: r.id,
            start_minutes: p.StartMinutes,
            end_minutes: p.EndMinutes,
            title: p.Title,
            description: p.Description,
            rank,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('reservations')
      .set({ updated_at: deps.now.toISOString() })
      .where('id', '=', r.id)
      .execute();
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: deps.actorId, action: 'program', changes },
      deps.now,
    );
  });
}

/** Takes a reservation's voucher off it (with the package a package voucher brought); totals not yet. */
async function detachVoucher(trx: Kysely<DB>, r: ReservationRow): Promise<ReservationRow> {
  if (r.voucher_id === null) return r;
  const voucher = await voucherQueries.byId(trx, r.voucher_id);
  let next = r;
  if (voucher?.type_id === VoucherType.Package && voucher.package_id === r.package_id) {
    next = await writePackage(trx, r, null, r.total_seats);
  }
  await trx.updateTable('reservations').set({ voucher_id: null }).where('id', '=', r.id).execute();
  return { ...next, voucher_id: null };
}

/**
 * `PUT|POST /v1/voucher/reservation/{id}/apply`: the cart's rule (`voucherOutcome`) on the booked
 * reservation: 1 when the voucher now applies (it replaces the one the reservation held; a package
 * voucher brings its package), else the spec's failure code with the reservation unchanged. The
 * voucher's use is recorded; totals recomputed. Refused when the reservation is locked.
 */
export async function applyReservationVoucher(
  deps: LinesDeps,
  reservationId: number,
  code: string,
): Promise<VoucherResult> {
  if (code.trim() === '') {
    throw AppError.badRequest('voucher code must be entered', [{ Field: 'Code', Code: 'required' }]);
  }
  return withBookingLock(deps.db, async (trx) => {
    const r = await changeableReservation(trx, reservationId, deps.now);
    const { result, voucher, packageId } = await voucherOutcome(trx, reservationFacts(r), code);
    if (result !== VoucherResult.Applied || !voucher) return result;
    if (r.voucher_id === voucher.id) return VoucherResult.Applied;
    let next = await detachVoucher(trx, r);
    if (packageId !== null) next = await writePackage(trx, next, packageId, next.total_seats);
    await trx.updateTable('reservations').set({ voucher_id: voucher.id }).where('id', '=', r.id).execute();
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, deps, 'voucher-applied', r, after, []);
    return VoucherResult.Applied;
  });
}

/**
 * `PUT|POST /v1/voucher/reservation/{id}/revert`: takes the reservation's voucher off (and the
 * package a package voucher brought): 2. 404 when it holds no voucher (or another than `VoucherId`).
 */
export async function revertReservationVoucher(
  deps: LinesDeps,
  reservationId: number,
  voucherId: number | undefined,
): Promise<VoucherResult> {
  return withBookingLock(deps.db, async (trx) => {
    const r = await changeableReservation(trx, reservationId, deps.now);
    if (r.voucher_id === null || (voucherId !== undefined && voucherId !== r.voucher_id)) {
      throw AppError.notFound('This voucher is not on the reservation');
    }
    await detachVoucher(trx, r);
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, deps, 'voucher-reverted', r, after, []);
    return VoucherResult.Removed;
  });
}
