import {
  type AvailabilityWarning,
  type CopyCheckQuery,
  centsToEuros,
  daysInclusive,
  ErrorCode,
  localDateTime,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { addDays } from '../kernel/local-time.ts';
import {
  type OptionLine,
  optionLine,
  optionQueries,
  type PackageCharge,
  packageCharge,
  packageQueries,
  priceLines,
} from '../pricing/index.ts';
import type { Catalogue } from '../search/index.ts';
import { evaluateSpacesInPeriod, type ReservationPeriod } from './period-availability.reads.ts';
import { reservationAccess } from './reservation.access.ts';
import type { ReservationRow } from './reservation.queries.ts';
import {
  type NewSpaceLine,
  type ReservationSpaceRow,
  reservationLineQueries,
} from './reservation-lines.queries.ts';

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

/** One space of the source in the new period: why it is not free (if so) and its new line. */
export interface PlannedSpace {
  source: ReservationSpaceRow;
  warnings: AvailabilityWarning[];
  line: NewSpaceLine & ReservationPeriod;
}

/** Everything a copy would book, priced as of now. */
export interface CopyPlan {
  period: ReservationPeriod;
  spaces: PlannedSpace[];
  options: { reservationSpaceId: number | null; startMinutes: number | null; line: OptionLine }[];
  pkg: PackageCharge | undefined;
  totals: ReturnType<typeof priceLines>['totals'];
  available: boolean;
}

const dayOffset = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function checkPeriod(p: ReservationPeriod, style: FieldStyle): void {
  if (p.end_minutes <= p.start_minutes) {
    throw AppError.badRequest('End time cannot be before or equal to start time', [
      { Field: fieldName(style, 'EndMinutes'), Code: ErrorCode.TooSmall },
    ]);
  }
  if (p.end_date < p.start_date) {
    throw AppError.badRequest('End date cannot be before start date', [
      { Field: fieldName(style, 'EndDate'), Code: ErrorCode.TooSmall },
    ]);
  }
  if (daysInclusive(p.start_date, p.end_date) > MAX_COPY_DAYS) {
    throw AppError.badRequest(`A reservation spans at most ${MAX_COPY_DAYS} days`, [
      { Field: fieldName(style, 'EndDate'), Code: ErrorCode.TooBig },
    ]);
  }
}

/**
 * The copy's period: the end date defaults to the start date plus the source's number of days, the
 * minutes to the source's own. 400 when the result ends before it starts or spans over 31 days.
 */
function copyPeriod(source: ReservationRow, asked: CopyPeriodInput, style: FieldStyle): ReservationPeriod {
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

/**
 * The spaces a copy takes over: those still booked, or every space of a cancelled source (its
 * spaces were all freed when it was cancelled).
 */
async function sourceSpaces(db: Kysely<DB>, source: ReservationRow): Promise<ReservationSpaceRow[]> {
  const rows = await reservationLineQueries.spaces(db, source.id);
  return source.status_id === ReservationStatus.Cancelled ? rows : rows.filter((s) => s.is_cancelled === 0);
}

/** The source's options the location still offers, re-priced and re-clamped (a package's own stay included). */
async function plannedOptions(
  db: Kysely<DB>,
  source: ReservationRow,
  pkg: PackageCharge | undefined,
): Promise<CopyPlan['options']> {
  const packageOptionIds = await packageQueries.optionIds(db, pkg?.packageId ?? null);
  const sourceOptions = await reservationLineQueries.options(db, source.id);
  const offered = (
    await optionQueries.manyOfLocation(
      db,
      sourceOptions.map((o) => o.option_id),
      source.location_id,
    )
  ).filter((o) => o.is_active === 1);
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
  return options;
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
  deps: { db: Kysely<DB>; catalogue: Catalogue; now: Date },
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
      { Field: fieldName(style, 'ReservationId'), Code: ErrorCode.NoSpaces },
    ]);
  }
  // Every space shifts by the same number of days; times and end date asked for apply to all.
  const lines = held.map((s) => {
    const p: ReservationPeriod = {
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
  const options = await plannedOptions(db, source, pkg);
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

/** `GET /v1/availability/copy/check`: the plan for an own reservation, as the contract shows it. */
export async function checkCopy(
  deps: { db: Kysely<DB>; catalogue: Catalogue; now: Date },
  actor: Actor,
  q: CopyCheckQuery,
) {
  const source = await requireAccess({ db: deps.db }, actor, reservationAccess.read, q.reservationId);
  const plan = await planCopy(
    deps,
    source,
    { StartDate: q.startDate, EndDate: q.endDate, StartMinutes: q.startMinutes, EndMinutes: q.endMinutes },
    'query',
  );
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
