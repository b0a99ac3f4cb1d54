import { randomBytes } from 'node:crypto';
import {
  type AvailabilityWarning,
  ContactType,
  centsToEuros,
  daysInclusive,
  localDateTime,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import { queueReservationConfirmation } from '../carts/cart.service.ts';
import type { DB } from '../db/schema.ts';
import type { ReservationSpacesTable, ReservationsTable } from '../db/schema-booking.ts';
import { AppError, type FieldError } from '../kernel/errors.ts';
import { addDays } from '../kernel/local-time.ts';
import { withBookingLock } from '../kernel/locks.ts';
import { recordRevision } from '../kernel/revisions.ts';
import { optionLine, type PackageCharge, packageCharge, priceLines } from '../pricing/booking-pricing.ts';
import { packageQueries } from '../pricing/package.queries.ts';
import type { Catalogue } from '../search/index.ts';
import { evaluateSpacesInPeriod } from './reservation-space-evaluate.ts';

type ReservationRow = Selectable<ReservationsTable>;
type ReservationSpaceRow = Selectable<ReservationSpacesTable>;

/** A copy spans at most as many days as a search. */
const MAX_COPY_DAYS = 31;
const DAY_MS = 86_400_000;

/** What the member asks for: the new start date, optionally the end date and the daily times. */
export interface CopyPeriodInput {
  StartDate: string;
  EndDate?: string;
  StartMinutes?: number;
  EndMinutes?: number;
}

/** How the field names of errors are spelled: the check's query is camelCase, the copy's body PascalCase. */
export type FieldStyle = 'query' | 'body';
const fieldName = (style: FieldStyle, name: string) =>
  style === 'query' ? name.charAt(0).toLowerCase() + name.slice(1) : name;

export interface CopyDeps {
  db: Kysely<DB>;
  catalogue: Catalogue;
  now: Date;
  /** Who acts (recorded in the revisions); null for the system. */
  actorId: number | null;
}

interface Period {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
}

/** One space of the source in the new period: why it is not free (if so) and its new line. */
export interface PlannedSpace {
  source: ReservationSpaceRow;
  warnings: AvailabilityWarning[];
  line: Period & {
    space_id: number;
    setting_id: number;
    seats: number;
    starts_at: string;
    ends_at: string;
    price_per_seat_cents: number;
    price_total_cents: number;
    tax_percentage: number;
  };
}

/** Everything a copy would book, priced as of now. */
export interface CopyPlan {
  period: Period;
  spaces: PlannedSpace[];
  options: {
    reservationSpaceId: number | null;
    startMinutes: number | null;
    line: { option_id: number; amount: number; price_per_item_cents: number; tax_percentage: number };
  }[];
  pkg: PackageCharge | undefined;
  totals: ReturnType<typeof priceLines>['totals'];
  available: boolean;
}

const dayOffset = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The copy's period: the end date defaults to the start date plus the source's number of days, the
 * minutes to the source's own. 400 when the result ends before it starts or spans over 31 days.
 */
export function copyPeriod(source: ReservationRow, asked: CopyPeriodInput, style: FieldStyle): Period {
  const offset = dayOffset(source.start_date, asked.StartDate);
  const period = {
    start_date: asked.StartDate,
    end_date: asked.EndDate ?? addDays(source.end_date, offset),
    start_minutes: asked.StartMinutes ?? source.start_minutes,
    end_minutes: asked.EndMinutes ?? source.end_minutes,
  };
  checkPeriod(period, style);
  return period;
}

function checkPeriod(p: Period, style: FieldStyle): void {
  if (p.end_minutes <= p.start_minutes) {
    throw AppError.badRequest('End time cannot be before or equal to start time', [
      { Field: fieldName(style, 'EndMinutes'), Code: 'too_small' },
    ]);
  }
  if (p.end_date < p.start_date) {
    throw AppError.badRequest('End date cannot be before start date', [
      { Field: fieldName(style, 'EndDate'), Code: 'too_small' },
    ]);
  }
  if (daysInclusive(p.start_date, p.end_date) > MAX_COPY_DAYS) {
    throw AppError.badRequest(`A reservation spans at most ${MAX_COPY_DAYS} days`, [
      { Field: fieldName(style, 'EndDate'), Code: 'too_big' },
    ]);
  }
}

/**
 * The spaces a copy takes over: those still booked, or every space of a cancelled source (its
 * spaces were all freed when it was cancelled).
 */
async function sourceSpaces(db: Kysely<DB>, source: ReservationRow): Promise<ReservationSpaceRow[]> {
  const rows = await db
    .selectFrom('reservation_spaces')
    .selectAll()
    .where('reservation_id', '=', source.id)
    .orderBy('id')
    .execute();
  return source.status_id === ReservationStatus.Cancelled ? rows : rows.filter((s) => s.is_cancelled === 0);
}

/**
 * What copying `source` to another period means now: per space whether it is free then
 * (`evaluateSpacesInPeriod`, shared with the change of date: the search's own evaluation of opening
 * hours and closed days, the booking notice, minimum duration, the setting's seat range, bookings
 * and live holds, plus the start at least 24 hours ahead and the workspace-overlap rule); each line
 * re-priced at today's prices; options the location still offers, re-priced and re-clamped; the
 * package when it is still offered. Reads only; the copy runs it again under the booking lock.
 */
export async function planCopy(
  deps: Pick<CopyDeps, 'db' | 'catalogue' | 'now'>,
  source: ReservationRow,
  asked: CopyPeriodInput,
  style: FieldStyle,
): Promise<CopyPlan> {
  const { db, catalogue, now } = deps;
  const period = copyPeriod(source, asked, style);
  const offset = dayOffset(source.start_date, period.start_date);
  const held = await sourceSpaces(db, source);
  if (held.length === 0) {
    throw new AppError(409, 'This reservation has no spaces to copy', [
      { Field: fieldName(style, 'ReservationId'), Code: 'no_spaces' },
    ]);
  }
  // Every space shifts by the same number of days; times and end date asked for apply to all.
  const lines = held.map((s) => {
    const p: Period = {
      start_date: addDays(s.start_date, offset),
      end_date: asked.EndDate ?? addDays(s.end_date, offset),
      start_minutes: asked.StartMinutes ?? s.start_minutes,
      end_minutes: asked.EndMinutes ?? s.end_minutes,
    };
    checkPeriod(p, style);
    return { ...p, space_id: s.space_id, setting_id: s.setting_id, seats: s.seats, source: s };
  });
  const spaces: PlannedSpace[] = (
    await evaluateSpacesInPeriod({ db, catalogue, now }, source, period, lines)
  ).map((e) => {
    const { source: s, ...line } = e.line;
    return {
      source: s,
      warnings: e.warnings,
      line: e.gone
        ? {
            ...line,
            starts_at: s.starts_at,
            ends_at: s.ends_at,
            price_per_seat_cents: 0,
            price_total_cents: 0,
            tax_percentage: s.tax_percentage,
          }
        : {
            ...line,
            starts_at: e.starts_at,
            ends_at: e.ends_at,
            price_per_seat_cents: e.price_per_seat_cents,
            price_total_cents: e.price_total_cents,
            tax_percentage: e.space.tax_percentage,
          },
    };
  });

  const days = daysInclusive(period.start_date, period.end_date);
  const offeredPackage =
    source.package_id !== null &&
    (await packageQueries.isOffered(db, source.package_id, {
      locationId: source.location_id,
      meetingTypeId: source.meeting_type_id,
    }))
      ? source.package_id
      : null;
  const pkg =
    offeredPackage === null ? undefined : await packageCharge(db, offeredPackage, source.total_seats, days);
  const packageOptionIds = new Set(
    pkg ? (await packageQueries.contents(db, pkg.packageId)).map((o) => o.option_id) : [],
  );
  const sourceOptions = await db
    .selectFrom('reservation_options')
    .selectAll()
    .where('reservation_id', '=', source.id)
    .orderBy('id')
    .execute();
  const offered =
    sourceOptions.length === 0
      ? []
      : await db
          .selectFrom('options')
          .select(['id', 'price_cents', 'tax_percentage', 'max_amount', 'max_pp'])
          .where(
            'id',
            'in',
            sourceOptions.map((o) => o.option_id),
          )
          .where('location_id', '=', source.location_id)
          .where('is_active', '=', 1)
          .execute();
  const options: CopyPlan['options'] = [];
  for (const o of sourceOptions) {
    const option = offered.find((x) => x.id === o.option_id);
    if (!option) continue; // no longer offered: left out
    // A package's own options stay included (at 0) while the package comes along.
    const included = packageOptionIds.has(o.option_id) && o.price_per_item_cents === 0;
    const line = included
      ? {
          option_id: o.option_id,
          amount: o.amount,
          price_per_item_cents: 0,
          tax_percentage: o.tax_percentage,
        }
      : optionLine(option, o.amount, source.total_seats);
    if (line.amount <= 0) continue;
    options.push({ reservationSpaceId: o.reservation_space_id, startMinutes: o.start_minutes, line });
  }
  const totals = priceLines(
    spaces.map((s) => s.line),
    pkg,
    options.map((o) => ({
      price_total_cents: o.line.amount * o.line.price_per_item_cents,
      tax_percentage: o.line.tax_percentage,
    })),
    undefined,
  ).totals;
  return { period, spaces, options, pkg, totals, available: spaces.every((s) => s.warnings.length === 0) };
}

/** `GET /v1/availability/copy/check`: the plan as the contract shows it. */
export async function checkCopy(
  deps: Pick<CopyDeps, 'db' | 'catalogue' | 'now'>,
  source: ReservationRow,
  asked: CopyPeriodInput,
) {
  const plan = await planCopy(deps, source, asked, 'query');
  return {
    Available: plan.available,
    Spaces: plan.spaces.map((s) => ({
      ReservationSpaceId: s.source.id,
      SpaceId: s.source.space_id,
      SpaceAvailable: s.warnings.length === 0,
      Warnings: s.warnings,
    })),
    TotalInclTax: centsToEuros(plan.totals.totalInclCents),
    StartDate: localDateTime(plan.period.start_date),
    EndDate: localDateTime(plan.period.end_date),
    StartMinutes: plan.period.start_minutes,
    EndMinutes: plan.period.end_minutes,
  };
}

/**
 * Serializes the series changes of one member (a no-op write on their profile row: PostgreSQL's
 * row lock, SQLite's write lock), so two links or unlinks of one series never interleave.
 */
async function lockSeriesOwner(trx: Kysely<DB>, profileId: number | null): Promise<void> {
  if (profileId === null) return;
  await trx
    .updateTable('profiles')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', profileId)
    .execute();
}

const readReservation = (db: Kysely<DB>, id: number) =>
  db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * `POST /v1/reservation/copy`: under the booking lock, plans the copy again on fresh data and
 * refuses it (409 with the warning codes) unless every space is free; then a new definite
 * reservation with the source's location, spaces, settings, seats, options and package (re-priced),
 * contacts, invoice address, name, remark, tags, language and terms; no voucher. Optionally joins
 * the source's series. Records the revision and queues the confirmation. Returns the new id.
 */
export async function copyReservation(
  deps: CopyDeps,
  sourceId: number,
  body: CopyPeriodInput & { LinkToSeries: boolean },
): Promise<number> {
  const { now } = deps;
  return withBookingLock(deps.db, async (trx) => {
    const source = await readReservation(trx, sourceId);
    if (!source) throw AppError.notFound('Reservation not found');
    const plan = await planCopy({ ...deps, db: trx }, source, body, 'body');
    if (!plan.available) {
      const errors: FieldError[] = plan.spaces.flatMap((s) =>
        s.warnings.map((code) => ({
          Field: 'StartDate',
          Code: code,
          Message: `Space ${s.source.space_id}: ${code}`,
        })),
      );
      throw new AppError(409, 'The same spaces are not free in that period', errors);
    }
    const nowIso = now.toISOString();
    const first = plan.spaces.reduce((a, b) => (b.line.starts_at < a.line.starts_at ? b : a));
    const reservationKey = randomBytes(18).toString('base64url');
    const created = await trx
      .insertInto('reservations')
      .values({
        key: reservationKey,
        channel_id: source.channel_id,
        status_id: ReservationStatus.Definite,
        name: source.name,
        profile_id: source.profile_id,
        company_id: source.company_id,
        location_id: source.location_id,
        meeting_type_id: source.meeting_type_id,
        language_id: source.language_id,
        start_date: plan.period.start_date,
        end_date: plan.period.end_date,
        start_minutes: plan.period.start_minutes,
        end_minutes: plan.period.end_minutes,
        starts_at: first.line.starts_at,
        total_seats: source.total_seats,
        currency_id: source.currency_id,
        total_excl_cents: plan.totals.totalExclCents,
        total_incl_cents: plan.totals.totalInclCents,
        voucher_id: null,
        discount_cents: 0,
        total_paid_cents: 0,
        package_id: plan.pkg?.packageId ?? null,
        package_price_cents: plan.pkg?.priceCents ?? 0,
        package_tax_percentage: plan.pkg?.taxPercentage ?? 0,
        cart_id: null,
        search_id: null,
        comment: source.comment,
        tags: source.tags,
        terms_id: source.terms_id,
        terms_accepted_by: source.terms_accepted_by,
        cancel_reason_type: null,
        cancel_reason: null,
        cancel_fee_percentage: null,
        cancelled_at: null,
        invoice_billing_id: source.invoice_billing_id,
        invoice_company: source.invoice_company,
        invoice_send_to: source.invoice_send_to,
        invoice_email: source.invoice_email,
        invoice_address: source.invoice_address,
        invoice_postal_code: source.invoice_postal_code,
        invoice_city: source.invoice_city,
        invoice_country: source.invoice_country,
        invoice_phone_number: source.invoice_phone_number,
        invoice_po_number: source.invoice_po_number,
        series_id: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newSpaceIds = new Map<number, number>();
    for (const s of plan.spaces) {
      const row = await trx
        .insertInto('reservation_spaces')
        .values({ reservation_id: created.id, ...s.line })
        .returning('id')
        .executeTakeFirstOrThrow();
      newSpaceIds.set(s.source.id, row.id);
    }
    if (plan.options.length > 0) {
      await trx
        .insertInto('reservation_options')
        .values(
          plan.options.map((o) => ({
            reservation_id: created.id,
            ...o.line,
            price_total_cents: o.line.amount * o.line.price_per_item_cents,
            reservation_space_id:
              o.reservationSpaceId === null ? null : (newSpaceIds.get(o.reservationSpaceId) ?? null),
            start_minutes: o.startMinutes,
          })),
        )
        .execute();
    }
    const contacts = await trx
      .selectFrom('reservation_contacts')
      .select(['type_id', 'name', 'email', 'phone', 'receive_email'])
      .where('reservation_id', '=', source.id)
      .orderBy('id')
      .execute();
    if (contacts.length > 0) {
      await trx
        .insertInto('reservation_contacts')
        .values(contacts.map((c) => ({ ...c, reservation_id: created.id })))
        .execute();
    }

    let seriesId: number | null = null;
    if (body.LinkToSeries) {
      await lockSeriesOwner(trx, source.profile_id);
      const current = (await readReservation(trx, source.id)) ?? source;
      seriesId = current.series_id ?? current.id;
      if (current.series_id === null) {
        await setSeries(trx, current.id, seriesId, nowIso);
        await recordRevision(
          trx,
          {
            reservationId: current.id,
            profileId: deps.actorId,
            action: 'linked',
            changes: [{ Field: 'SeriesId', From: null, To: seriesId }],
          },
          now,
        );
      }
      await trx
        .updateTable('reservations')
        .set({ series_id: seriesId })
        .where('id', '=', created.id)
        .execute();
    }
    await recordRevision(
      trx,
      {
        reservationId: created.id,
        profileId: deps.actorId,
        action: 'copied-from',
        changes: [
          { Field: 'SourceReservationId', From: null, To: source.id },
          ...(seriesId === null ? [] : [{ Field: 'SeriesId', From: null, To: seriesId }]),
        ],
      },
      now,
    );

    const booker = await bookerOf(trx, source.profile_id, created.id);
    if (booker) {
      const location = await trx
        .selectFrom('locations')
        .select(['name', 'address', 'postal_code', 'city'])
        .where('id', '=', source.location_id)
        .executeTakeFirstOrThrow();
      const last = plan.spaces.reduce((a, b) => (b.line.ends_at > a.line.ends_at ? b : a));
      await queueReservationConfirmation(
        trx,
        {
          reservationId: created.id,
          reservationKey,
          languageId: source.language_id,
          profileId: source.profile_id,
          meetingName: source.name,
          location,
          spaces: plan.spaces.map((s) => s.line),
          startDate: first.line.start_date,
          endDate: last.line.end_date,
          startMinutes: first.line.start_minutes,
          endMinutes: first.line.end_minutes,
          startsAtUtc: first.line.starts_at,
          totalInclCents: plan.totals.totalInclCents,
        },
        booker,
        now,
      );
    }
    return created.id;
  });
}

/** Whom the confirmation of a copy goes to: the reservation's member, else its booker contact. */
async function bookerOf(trx: Kysely<DB>, profileId: number | null, reservationId: number) {
  if (profileId !== null) {
    const p = await trx
      .selectFrom('profiles')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', profileId)
      .executeTakeFirst();
    if (p) return { name: `${p.first_name} ${p.last_name}`.trim(), email: p.email };
  }
  const contact = await trx
    .selectFrom('reservation_contacts')
    .select(['name', 'email'])
    .where('reservation_id', '=', reservationId)
    .where('type_id', '=', ContactType.Booker)
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return contact?.email ? { name: contact.name, email: contact.email } : undefined;
}

function setSeries(trx: Kysely<DB>, reservationId: number, seriesId: number | null, nowIso: string) {
  return trx
    .updateTable('reservations')
    .set({ series_id: seriesId, updated_at: nowIso })
    .where('id', '=', reservationId)
    .execute();
}

/** `GET /v1/reservation/{id}/link`: the reservations of its series by start (empty when none). */
export async function seriesOf(db: Kysely<DB>, reservationId: number) {
  const row = await db
    .selectFrom('reservations')
    .select('series_id')
    .where('id', '=', reservationId)
    .executeTakeFirst();
  if (!row || row.series_id === null) return [];
  const members = await db
    .selectFrom('reservations')
    .select(['id', 'name', 'start_date', 'start_minutes', 'end_minutes', 'status_id'])
    .where('series_id', '=', row.series_id)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return members.map((m) => ({
    Id: m.id,
    Name: m.name,
    StartDate: localDateTime(m.start_date),
    StartMinutes: m.start_minutes,
    EndMinutes: m.end_minutes,
    StatusId: m.status_id,
  }));
}

/**
 * Takes a reservation out of its series (inside the caller's transaction, owner locked). A series
 * left with one reservation dissolves (that one is unlinked too, with its own revision); when the
 * reservation that gave the series its id leaves, the others take the lowest id among them, so a
 * series id is always one of its members' and can never be reused by accident.
 */
async function leaveSeries(
  trx: Kysely<DB>,
  r: ReservationRow,
  deps: Pick<CopyDeps, 'now' | 'actorId'>,
): Promise<void> {
  const seriesId = r.series_id;
  if (seriesId === null) return;
  const nowIso = deps.now.toISOString();
  await setSeries(trx, r.id, null, nowIso);
  await recordRevision(
    trx,
    {
      reservationId: r.id,
      profileId: deps.actorId,
      action: 'unlinked',
      changes: [{ Field: 'SeriesId', From: seriesId, To: null }],
    },
    deps.now,
  );
  const rest = await trx
    .selectFrom('reservations')
    .select('id')
    .where('series_id', '=', seriesId)
    .orderBy('id')
    .execute();
  const [only] = rest;
  if (rest.length === 1 && only) {
    await setSeries(trx, only.id, null, nowIso);
    await recordRevision(
      trx,
      {
        reservationId: only.id,
        profileId: deps.actorId,
        action: 'unlinked',
        changes: [{ Field: 'SeriesId', From: seriesId, To: null }],
      },
      deps.now,
    );
  } else if (only && seriesId === r.id) {
    await trx
      .updateTable('reservations')
      .set({ series_id: only.id })
      .where('series_id', '=', seriesId)
      .execute();
  }
}

/**
 * `POST /v1/reservation/{id}/link`: `otherId` joins the series of `id` (which starts one, with its
 * own id, when it has none). A reservation in another series leaves that one first. Linking does
 * not change what is booked, so locked, past and cancelled reservations can be linked. Both must
 * be the same member's (the route checks the caller owns both).
 */
export async function linkReservations(
  deps: Pick<CopyDeps, 'db' | 'now' | 'actorId'>,
  id: number,
  otherId: number,
): Promise<void> {
  if (id === otherId) {
    throw AppError.badRequest('A reservation cannot be linked to itself', [
      { Field: 'ReservationId', Code: 'same' },
    ]);
  }
  await deps.db.transaction().execute(async (trx) => {
    const owner = await readReservation(trx, id);
    if (!owner) throw AppError.notFound('Reservation not found');
    await lockSeriesOwner(trx, owner.profile_id);
    const [a, b] = await Promise.all([readReservation(trx, id), readReservation(trx, otherId)]);
    if (!a || !b) throw AppError.notFound('Reservation not found');
    if (a.profile_id !== b.profile_id) {
      throw new AppError(409, 'Only reservations of the same member can form a series', [
        { Field: 'ReservationId', Code: 'other_member' },
      ]);
    }
    if (a.series_id !== null && a.series_id === b.series_id) return;
    const nowIso = deps.now.toISOString();
    let seriesId = a.series_id;
    if (seriesId === null) {
      seriesId = a.id;
      await setSeries(trx, a.id, seriesId, nowIso);
      await recordRevision(
        trx,
        {
          reservationId: a.id,
          profileId: deps.actorId,
          action: 'linked',
          changes: [{ Field: 'SeriesId', From: null, To: seriesId }],
        },
        deps.now,
      );
    }
    if (b.series_id !== null) await leaveSeries(trx, b, deps);
    // Leaving may have re-keyed nothing of a's series (b was not in it), so seriesId still holds.
    await setSeries(trx, b.id, seriesId, nowIso);
    await recordRevision(
      trx,
      {
        reservationId: b.id,
        profileId: deps.actorId,
        action: 'linked',
        changes: [{ Field: 'SeriesId', From: b.series_id, To: seriesId }],
      },
      deps.now,
    );
  });
}

/**
 * `DELETE /v1/reservation/{id}/link`: takes the reservation out of its series (see leaveSeries).
 * True when it was in one; false (nothing changed) when it was not.
 */
export async function unlinkReservation(
  deps: Pick<CopyDeps, 'db' | 'now' | 'actorId'>,
  id: number,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const first = await readReservation(trx, id);
    if (!first) throw AppError.notFound('Reservation not found');
    await lockSeriesOwner(trx, first.profile_id);
    const r = await readReservation(trx, id);
    if (!r || r.series_id === null) return false;
    await leaveSeries(trx, r, deps);
    return true;
  });
}
