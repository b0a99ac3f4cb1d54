import { randomBytes } from 'node:crypto';
import { ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { InvoiceAddressColumns } from '../../db/schema-booking.ts';
import type { OptionLine, PackageCharge } from '../../pricing/index.ts';
import { voucherQueries } from '../../pricing/index.ts';
import { type ReservationCreated, reservationEvents } from '../reservation.events.ts';
import { type ContactValues, reservationQueries } from '../reservation.queries.ts';
import { type NewSpaceLine, reservationLineQueries } from '../reservation-lines.queries.ts';

/** A booking's daily period, as reservations store it. */
export interface BookedPeriod {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
}

/** Everything a new definite reservation is made of (a finalized cart's, or a copy's). */
export interface NewReservation {
  /** How it came to be (the event says so). */
  source: ReservationCreated['Source'];
  channelId: number;
  name: string;
  profileId: number | null;
  companyId: number | null;
  locationId: number;
  meetingTypeId: number;
  languageId: number;
  period: BookedPeriod;
  /** The first day's start as a UTC instant. */
  startsAt: string;
  totalSeats: number;
  /** The currency (the column's default when left out). */
  currencyId?: number;
  totals: { totalExclCents: number; totalInclCents: number };
  voucherId: number | null;
  discountCents: number;
  /** What is paid already (what a credit voucher pays). */
  totalPaidCents: number;
  package: PackageCharge | undefined;
  cartId: number | null;
  searchId: number | null;
  comment: string | null;
  /** A JSON array. */
  tags: string;
  termsId: number | null;
  termsAcceptedBy: number;
  invoice: InvoiceAddressColumns;
  spaces: readonly NewSpaceLine[];
  /** Option lines; `spaceIndex` names the line of `spaces` one is for (null: the whole booking). */
  options: readonly { line: OptionLine; spaceIndex: number | null; startMinutes: number | null }[];
  contacts: readonly ContactValues[];
  /** The voucher's use, worth what it gave. */
  voucherUse?: { voucherId: number; seats: number; amountCents: number };
  /** An accepted proposal's: the tender it answered and the proposal's key. */
  origin?: { tenderId: number; proposalKey: string };
}

/**
 * Writes a new definite reservation with its spaces, options, contacts and voucher use, and emits
 * `reservation.created` (the confirmation is its subscriber's), all in the caller's transaction:
 * finalize, copy and an accepted proposal all book through it. Returns its id.
 */
export async function createReservation(
  trx: Kysely<DB>,
  booking: NewReservation,
  ctx: { now: Date; actorId: number | null },
): Promise<number> {
  const nowIso = ctx.now.toISOString();
  const id = await reservationQueries.insert(trx, {
    key: randomBytes(18).toString('base64url'),
    channel_id: booking.channelId,
    status_id: ReservationStatus.Definite,
    name: booking.name,
    profile_id: booking.profileId,
    company_id: booking.companyId,
    location_id: booking.locationId,
    meeting_type_id: booking.meetingTypeId,
    language_id: booking.languageId,
    ...booking.period,
    starts_at: booking.startsAt,
    total_seats: booking.totalSeats,
    ...(booking.currencyId === undefined ? {} : { currency_id: booking.currencyId }),
    total_excl_cents: booking.totals.totalExclCents,
    total_incl_cents: booking.totals.totalInclCents,
    voucher_id: booking.voucherId,
    discount_cents: booking.discountCents,
    total_paid_cents: booking.totalPaidCents,
    package_id: booking.package?.packageId ?? null,
    package_price_cents: booking.package?.priceCents ?? 0,
    package_tax_percentage: booking.package?.taxPercentage ?? 0,
    cart_id: booking.cartId,
    search_id: booking.searchId,
    comment: booking.comment,
    tags: booking.tags,
    terms_id: booking.termsId,
    terms_accepted_by: booking.termsAcceptedBy,
    cancel_reason_type: null,
    cancel_reason: null,
    cancel_fee_percentage: null,
    cancelled_at: null,
    ...booking.invoice,
    series_id: null,
    tender_id: booking.origin?.tenderId ?? null,
    proposal_key: booking.origin?.proposalKey ?? null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  const spaceIds: number[] = [];
  for (const line of booking.spaces) spaceIds.push(await reservationLineQueries.insertSpace(trx, id, line));
  await reservationLineQueries.insertOptions(
    trx,
    booking.options.map((o) => ({
      reservation_id: id,
      ...o.line,
      price_total_cents: o.line.amount * o.line.price_per_item_cents,
      reservation_space_id: o.spaceIndex === null ? null : (spaceIds[o.spaceIndex] ?? null),
      start_minutes: o.startMinutes,
    })),
  );
  await reservationQueries.insertContacts(trx, id, booking.contacts);
  if (booking.voucherUse) {
    await voucherQueries.recordUse(
      trx,
      { ...booking.voucherUse, reservationId: id, profileId: booking.profileId },
      nowIso,
    );
  }
  await reservationEvents.created.emit(
    trx,
    { subjectId: id, actorId: ctx.actorId, payload: bookedFacts(booking) },
    ctx.now,
  );
  return id;
}

/** What the confirmation tells of a new booking: from its first start to its last end, its spaces, its total. */
function bookedFacts(booking: NewReservation): ReservationCreated {
  const [head, ...rest] = booking.spaces;
  const first = rest.reduce((a, b) => (b.starts_at < a.starts_at ? b : a), head as NewSpaceLine);
  const last = rest.reduce((a, b) => (b.ends_at > a.ends_at ? b : a), head as NewSpaceLine);
  return {
    Source: booking.source,
    StartDate: first.start_date,
    EndDate: last.end_date,
    StartMinutes: first.start_minutes,
    EndMinutes: first.end_minutes,
    StartsAt: first.starts_at,
    TotalInclCents: booking.totals.totalInclCents,
    Spaces: booking.spaces.map((s) => ({ SpaceId: s.space_id, Seats: s.seats })),
  };
}
