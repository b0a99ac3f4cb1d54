import {
  ContactType,
  cancellationFee,
  cancellationFeeCents,
  centsToEuros,
  type Locale,
  languageIdForLocale,
  localeOfLanguageId,
  type Reservation,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { localDate } from '../kernel/local-time.ts';
import { mailLogOf, revisionsOf } from '../kernel/revisions.ts';
import { optionList, priceLines, storedPackageCharge, voucherQueries } from '../pricing/index.ts';
import { LOCATION_TIME_ZONE, occupancyQueries, type Period } from '../search/index.ts';
import { type ReservationActor, requireReservationAccess, reservationAccess } from './reservation.access.ts';
import {
  presentContactRow,
  presentExternalLink,
  presentProgramItem,
  presentReservation,
  presentSeriesMember,
  presentSummary,
} from './reservation.presenter.ts';
import {
  type ContactValues,
  type MemberReservationFilter,
  type ReservationRow,
  reservationQueries,
} from './reservation.queries.ts';
import { reservationLineQueries } from './reservation-lines.queries.ts';
import { reservationLinkQueries } from './reservation-links.queries.ts';

/**
 * A reservation in the contract's shape (its lines priced as they add up now); catalogue names in
 * `locale` (the page's), else in the reservation's language (mails and documents).
 */
async function viewOf(
  db: Kysely<DB>,
  r: ReservationRow,
  now: Date,
  locale: Locale = localeOfLanguageId(r.language_id),
): Promise<Reservation> {
  const [spaces, options, contacts, cartKey, voucher] = await Promise.all([
    reservationLineQueries.spaces(db, r.id),
    reservationLineQueries.optionsWithCatalogue(db, r.id),
    reservationQueries.contacts(db, r.id),
    reservationQueries.cartKey(db, r.cart_id),
    r.voucher_id === null ? undefined : voucherQueries.byId(db, r.voucher_id),
  ]);
  const { locationName, spaceNames } = await bookingNamesOf(db, {
    locationId: r.location_id,
    spaceIds: spaces.map((s) => s.space_id),
    locale,
  });
  // A cancelled reservation's spaces are all freed: its totals are priced as booked, and the
  // presenter shows the part that its cancellation charges.
  const cancelled = r.status_id === ReservationStatus.Cancelled;
  const live = spaces.filter((s) => cancelled || s.is_cancelled === 0);
  const { totals } = priceLines(
    live,
    storedPackageCharge(r),
    options,
    voucher && { row: voucher, discountCents: r.discount_cents },
  );
  return presentReservation(
    r,
    { spaces, options, contacts, locationName, cartKey, spaceNames, totals, locale },
    now,
  );
}

/** A reservation in the contract's shape, or undefined when it does not exist (finalize answers it). */
export async function reservationView(
  db: Kysely<DB>,
  id: number,
  now: Date,
): Promise<Reservation | undefined> {
  const r = await reservationQueries.byId(db, id);
  return r && viewOf(db, r, now);
}

/** What cancelling a reservation costs now, and whether it can be cancelled at all. */
export async function cancellationOf(db: Kysely<DB>, r: ReservationRow, now: Date) {
  // An invoiced reservation can be cancelled too: its invoices are credited (the invoices area's
  // subscriber of `reservation.cancelled`) and the fee, if any, is invoiced anew.
  const notPossible = r.status_id === ReservationStatus.Cancelled ? 'Reservation cancelled' : null;
  const hoursUntilStart = (Date.parse(r.starts_at) - now.getTime()) / 3_600_000;
  const rules = notPossible
    ? []
    : (await reservationQueries.cancelRules(db, r)).map((x) => ({
        id: x.id,
        hoursBeforeStart: x.hours_before_start,
        percentage: x.percentage,
        minSeats: x.min_seats,
      }));
  // A cancelled reservation shows what its cancellation charged (the fee it was cancelled at).
  const fee =
    r.status_id === ReservationStatus.Cancelled
      ? { ruleId: null, percentage: r.cancel_fee_percentage ?? 0 }
      : notPossible
        ? { ruleId: null, percentage: 0 }
        : cancellationFee(rules, hoursUntilStart, r.total_seats);
  return {
    IsFree: notPossible === null && fee.percentage === 0,
    CancelRuleId: fee.ruleId,
    Percentage: fee.percentage,
    FeeInclTax: centsToEuros(cancellationFeeCents(r.total_incl_cents, fee.percentage)),
    NotPossibleReason: notPossible,
  };
}

/** A reservation as `GET /v1/reservation/{id}` shows it (every call that changes one answers it). */
export async function reservationDetail(db: Kysely<DB>, id: number, now: Date, locale?: Locale) {
  const r = await reservationQueries.byId(db, id);
  if (!r) throw AppError.notFound('Reservation not found');
  const [view, cancellation] = await Promise.all([viewOf(db, r, now, locale), cancellationOf(db, r, now)]);
  return { ...view, Cancellation: cancellation };
}

/** `GET /v1/reservation/{id}`: the reservation with what cancelling it costs now (its booker, an admin or its host). */
export async function readReservation(
  db: Kysely<DB>,
  actor: ReservationActor,
  id: number,
  now: Date,
  locale?: Locale,
) {
  await requireReservationAccess({ db }, actor, reservationAccess.view, id);
  return reservationDetail(db, id, now, locale);
}

/** `GET /v1/profile/reservation`: one page of the member's own reservations. */
export async function listReservations(db: Kysely<DB>, actor: Actor, q: MemberReservationFilter, now: Date) {
  const rows = await reservationQueries.ofMember(db, actor.profileId, q, localDate(now, LOCATION_TIME_ZONE));
  return {
    Results: rows.slice(0, q.itemsPerPage).map((r) => presentSummary(r, now)),
    MorePages: rows.length > q.itemsPerPage,
  };
}

/** `GET /v2/reservation/{id}/contacts`: in the order they were given. */
export async function contactsOf(db: Kysely<DB>, reservationId: number) {
  return (await reservationQueries.contacts(db, reservationId)).map(presentContactRow);
}

/** `GET /v2/reservation/{id}/externallinks`: oldest first. */
export async function externalLinksOf(db: Kysely<DB>, reservationId: number) {
  return (await reservationLinkQueries.externalLinks(db, reservationId)).map(presentExternalLink);
}

/** `GET /v1/reservation/{id}/program`: the program in its order (by start time, then as entered). */
export async function programOf(db: Kysely<DB>, reservationId: number) {
  return (await reservationLineQueries.program(db, reservationId)).map(presentProgramItem);
}

/** `GET /v1/reservation/{id}/link`: the reservations of its series by start (empty when none). */
export async function seriesOf(db: Kysely<DB>, reservationId: number) {
  const r = await reservationQueries.byId(db, reservationId);
  if (!r || r.series_id === null) return [];
  return (await reservationLinkQueries.seriesMembers(db, r.series_id)).map(presentSeriesMember);
}

/** `GET /v1/reservation/{id}/available/options`: the location's options with the reservation's amounts. */
export function availableOptionsOf(db: Kysely<DB>, r: ReservationRow, locale?: Locale) {
  return optionList(
    db,
    { locationId: r.location_id, languageId: locale ? languageIdForLocale(locale) : r.language_id },
    reservationLineQueries.options(db, r.id),
  );
}

/**
 * The reads of one reservation behind its reader's permission (401 / 403 / 404 first): its
 * contacts, links, program, series, options, history and mail log.
 */
export async function readOfReservation<T>(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  read: (db: Kysely<DB>, r: ReservationRow) => Promise<T>,
): Promise<T> {
  const r = await requireAccess({ db }, actor, reservationAccess.read, id);
  return read(db, r);
}

/** The reads `readOfReservation` serves, by name. */
export const reservationReads = {
  contacts: (db: Kysely<DB>, r: ReservationRow) => contactsOf(db, r.id),
  externalLinks: (db: Kysely<DB>, r: ReservationRow) => externalLinksOf(db, r.id),
  program: (db: Kysely<DB>, r: ReservationRow) => programOf(db, r.id),
  series: (db: Kysely<DB>, r: ReservationRow) => seriesOf(db, r.id),
  availableOptions: availableOptionsOf,
  revisions: (db: Kysely<DB>, r: ReservationRow) => revisionsOf(db, r.id),
  mails: (db: Kysely<DB>, r: ReservationRow) => mailLogOf(db, r.id),
};

/** `GET /v1/reservation/workspace/checkoverlap`: whether the member's workspace bookings overlap the period. */
export function hasWorkspaceOverlap(db: Kysely<DB>, actor: Actor, period: Period): Promise<boolean> {
  return occupancyQueries.hasWorkspaceOverlap(db, actor.profileId, period);
}

/** What a booking's view names: its location, and its spaces by id in a locale (carts and reservations). */
export async function bookingNamesOf(
  db: Kysely<DB>,
  booking: { locationId: number; spaceIds: readonly number[]; locale: Locale },
): Promise<{ locationName: string | undefined; spaceNames: Map<number, string> }> {
  const [locationName, spaceNames] = await Promise.all([
    reservationQueries.locationName(db, booking.locationId),
    reservationQueries.spaceNames(db, booking.spaceIds, booking.locale),
  ]);
  return { locationName, spaceNames };
}

/** Whom a booking's mails go to. */
export interface Booker {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Whom a booking's mails go to (a cart's before finalize, a reservation's after): its first Booker
 * contact with an e-mail address, else its member; undefined when it has neither.
 */
export async function bookerOf(
  db: Kysely<DB>,
  booking: { profileId: number | null; contacts: readonly ContactValues[] },
): Promise<Booker | undefined> {
  const contact = booking.contacts.find((c) => c.type_id === ContactType.Booker && c.email);
  if (contact?.email) return { name: contact.name, email: contact.email, phone: contact.phone };
  if (booking.profileId === null) return undefined;
  const p = await reservationQueries.memberContact(db, booking.profileId);
  return p && { name: `${p.first_name} ${p.last_name}`.trim(), email: p.email, phone: p.phone };
}
