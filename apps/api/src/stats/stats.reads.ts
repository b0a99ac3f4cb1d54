import {
  ALL_LOCATIONS,
  addDays,
  centsToEuros,
  daysInMonthOf,
  daysInPeriod,
  ErrorCode,
  feeVatCents,
  isoWeekdayOf,
  type LocationStats,
  type LocationStatsOf,
  type ProfileTotals,
  ReservationStatus,
  STATS_MAX_DAYS,
  type StatsKind,
  type StatsPeriod,
  type StatsQuery,
  shareOf,
  statsPeriods,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { managedLocationsOf } from '../hosting/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { isAdmin } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { localDate, localToUtcIso, PLATFORM_TIME_ZONE, zoneOffsetMs } from '../kernel/local-time.ts';
import { statsAccess } from './stats.access.ts';
import { type LineSpanRow, type ReservationDayRow, type StatsScope, statsQueries } from './stats.queries.ts';

// The statistics as use cases: who may see them, which rows to read, and the figures per day folded
// into the asked periods. The formulas are in this folder's README.

/** 400 unless the period runs forward and covers at most two years. */
function checkPeriod(q: StatsQuery): void {
  if (q.endDate < q.startDate) {
    throw AppError.badRequest('The end date lies before the start date', [
      { Field: 'endDate', Code: ErrorCode.EndBeforeStart },
    ]);
  }
  if (daysInPeriod(q.startDate, q.endDate) > STATS_MAX_DAYS) {
    throw AppError.badRequest(`At most ${STATS_MAX_DAYS} days at once`, [
      { Field: 'endDate', Code: ErrorCode.StatsPeriodTooLong },
    ]);
  }
}

/** Figures per day of the asked period, by name; folded into periods later. */
class DayTable {
  readonly length: number;
  private readonly columns = new Map<string, Float64Array>();

  constructor(
    readonly startDate: string,
    readonly endDate: string,
  ) {
    this.length = daysInPeriod(startDate, endDate);
  }

  /** The day's position, or -1 outside the period. */
  indexOf(date: string): number {
    if (date < this.startDate || date > this.endDate) return -1;
    return daysInPeriod(this.startDate, date) - 1;
  }

  column(name: string): Float64Array {
    let column = this.columns.get(name);
    if (!column) {
      column = new Float64Array(this.length);
      this.columns.set(name, column);
    }
    return column;
  }

  add(name: string, date: string, value: number): void {
    const index = this.indexOf(date);
    if (index >= 0) (this.column(name)[index] as number) += value;
  }

  /** Adds `value` on every day from `from` to `to` that lies in the period (a multi-day booking). */
  addSpan(name: string, from: string, to: string, value: number): void {
    if (from > this.endDate || to < this.startDate) return;
    const first = from < this.startDate ? 0 : this.indexOf(from);
    const last = to > this.endDate ? this.length - 1 : this.indexOf(to);
    const column = this.column(name);
    for (let i = first; i <= last; i += 1) (column[i] as number) += value;
  }

  /** The sum of a column over the days of a period. */
  sum(name: string, period: Pick<StatsPeriod, 'StartDate' | 'EndDate'>): number {
    const column = this.columns.get(name);
    if (!column) return 0;
    let total = 0;
    for (let i = this.indexOf(period.StartDate); i <= this.indexOf(period.EndDate); i += 1) {
      total += column[i] as number;
    }
    return total;
  }
}

/**
 * A statistic: its additive figures of a period (counts and cents, summed per day, rounded per
 * period) and the wire values made from them (shares and averages computed, cents to euros). The
 * totals are made from the rows' figures added up, so a table's totals are the sum of its rows.
 */
interface Statistic<V> {
  figures(days: DayTable, period: StatsPeriod): Record<string, number>;
  values(figures: Record<string, number>): V;
}

function fold<V>(days: DayTable, periods: StatsPeriod[], statistic: Statistic<V>) {
  const totals: Record<string, number> = {};
  const Series = periods.map((period) => {
    const figures = statistic.figures(days, period);
    for (const [name, value] of Object.entries(figures)) totals[name] = (totals[name] ?? 0) + value;
    return { ...period, ...statistic.values(figures) };
  });
  return { Series, Totals: statistic.values(totals) };
}

const f = (figures: Record<string, number>, name: string) => figures[name] ?? 0;
const euros = (figures: Record<string, number>, name: string) => centsToEuros(f(figures, name));

/** The UTC instants of the period's local bounds: its first day's midnight and the next day's after its last. */
function instantsOf(q: StatsQuery) {
  return {
    fromIso: localToUtcIso(q.startDate, 0, PLATFORM_TIME_ZONE),
    toIso: localToUtcIso(addDays(q.endDate, 1), 0, PLATFORM_TIME_ZONE),
  };
}

/**
 * The local day of a UTC hour (`2026-03-04T23`). Amsterdam's offsets are whole hours, so an hour lies
 * in one local day. The offset is looked up twice per UTC day (at its first and last hour) and per
 * hour only on the two days a year the clocks change, so a year of hours costs some 730 look-ups.
 */
function dayOfHour(hour: string, offsets: Map<string, [number, number]>): string {
  const date = hour.slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  let day = offsets.get(date);
  if (!day) {
    day = [
      zoneOffsetMs(midnight, PLATFORM_TIME_ZONE),
      zoneOffsetMs(midnight + 23 * 3_600_000, PLATFORM_TIME_ZONE),
    ];
    offsets.set(date, day);
  }
  const at = midnight + Number(hour.slice(11, 13)) * 3_600_000;
  const offset = day[0] === day[1] ? day[0] : zoneOffsetMs(at, PLATFORM_TIME_ZONE);
  return new Date(at + offset).toISOString().slice(0, 10);
}

// ---- What each kind reads into the day table ----

async function readSearches(
  db: Kysely<DB>,
  scope: StatsScope,
  q: StatsQuery,
  days: DayTable,
  carts: boolean,
) {
  const { fromIso, toIso } = instantsOf(q);
  const cache = new Map<string, [number, number]>();
  for (const row of await statsQueries.searchHours(db, scope, fromIso, toIso, carts)) {
    const day = dayOfHour(row.hour, cache);
    days.add('searched', day, row.searched);
    days.add('choseLocation', day, row.choseLocation);
    days.add('choseSpace', day, row.choseSpace);
    days.add('booked', day, row.booked);
    days.add('viaWidget', day, row.viaWidget);
    days.add('byMembers', day, row.byMembers);
  }
}

function addReservationDays(rows: readonly ReservationDayRow[], days: DayTable) {
  for (const row of rows) {
    if (row.statusId === ReservationStatus.Cancelled) {
      days.add('cancelled', row.date, row.reservations);
      continue;
    }
    days.add(
      row.statusId === ReservationStatus.Definite ? 'definite' : 'options',
      row.date,
      row.reservations,
    );
    days.add('reservations', row.date, row.reservations);
    days.add('seats', row.date, row.seats);
    days.add('exclCents', row.date, row.exclCents);
    days.add('inclCents', row.date, row.inclCents);
    days.add('checkedIn', row.date, row.checkedIn);
  }
}

async function readReservations(db: Kysely<DB>, scope: StatsScope, q: StatsQuery, days: DayTable) {
  addReservationDays(await statsQueries.reservationDays(db, scope, q.startDate, q.endDate), days);
}

function addSpans(rows: readonly LineSpanRow[], days: DayTable, seatsColumn: string, feeColumn?: string) {
  for (const row of rows) {
    days.addSpan(seatsColumn, row.startDate, row.endDate, row.seats);
    if (feeColumn) days.addSpan(feeColumn, row.startDate, row.endDate, row.feeCents);
  }
}

/** The licences' monthly fees per day: each live location's fee / the days of the month, from the day it was created. */
async function readFees(db: Kysely<DB>, scope: StatsScope, q: StatsQuery, days: DayTable) {
  addSpans(
    await statsQueries.feeLineSpans(db, scope, q.startDate, q.endDate),
    days,
    'feeSeatDays',
    'seatFeeCents',
  );
  const locations = await statsQueries.licensedLocations(db, scope);
  // From the day each location was created: the monthly fees then in force, added up once per date.
  const startsOn = new Map<string, number>();
  for (const l of locations) {
    if (l.monthly_fee_cents <= 0) continue;
    const from = localDate(new Date(l.created_at), PLATFORM_TIME_ZONE);
    startsOn.set(from, (startsOn.get(from) ?? 0) + l.monthly_fee_cents);
  }
  let running = 0;
  for (const [from, cents] of startsOn) if (from <= q.startDate) running += cents;
  for (let date = q.startDate; date <= q.endDate; date = addDays(date, 1)) {
    if (date > q.startDate) running += startsOn.get(date) ?? 0;
    days.add('monthlyCents', date, running / daysInMonthOf(date));
  }
  const types = await statsQueries.licenceMeetingTypes(db, [
    ...new Set(locations.map((l) => l.subscription_id)),
  ]);
  const licences = new Map<number, LocationStatsOf<'feeinvoice'>['Licences'][number]>();
  for (const l of locations) {
    const licence = licences.get(l.subscription_id) ?? {
      Name: l.name,
      PricePerSeat: centsToEuros(l.price_per_seat_cents),
      MonthlyFee: centsToEuros(l.monthly_fee_cents),
      MeetingTypeIds: types
        .filter((t) => t.subscription_id === l.subscription_id)
        .map((t) => t.meeting_type_id),
      Locations: 0,
    };
    licence.Locations += 1;
    licences.set(l.subscription_id, licence);
  }
  return [...licences.values()].sort((a, b) => a.Name.localeCompare(b.Name));
}

/** What the live locations' active workspaces seat on each day they open them (not on closed days). */
async function readWorkspaceCapacity(db: Kysely<DB>, scope: StatsScope, q: StatsQuery, days: DayTable) {
  const [seats, weekdays, closed] = await Promise.all([
    statsQueries.workspaceSeats(db, scope),
    statsQueries.workspaceWeekdays(db, scope),
    statsQueries.closedDays(db, scope, q.startDate, q.endDate),
  ]);
  const seatsOf = new Map(seats.map((s) => [s.locationId, s.seats]));
  const opensOn = new Set<string>();
  const perWeekday = new Array<number>(8).fill(0);
  for (const w of weekdays) {
    const location = Number(w.location_id);
    const weekday = Number(w.weekday);
    opensOn.add(`${location}:${weekday}`);
    perWeekday[weekday] = (perWeekday[weekday] ?? 0) + (seatsOf.get(location) ?? 0);
  }
  for (let date = q.startDate; date <= q.endDate; date = addDays(date, 1)) {
    days.add('capacity', date, perWeekday[isoWeekdayOf(date)] ?? 0);
  }
  for (const c of closed) {
    const location = Number(c.location_id);
    if (opensOn.has(`${location}:${isoWeekdayOf(c.date)}`))
      days.add('capacity', c.date, -(seatsOf.get(location) ?? 0));
  }
  addSpans(await statsQueries.lineSpans(db, scope, q.startDate, q.endDate, true), days, 'workspaceSeatDays');
}

async function readInvoices(db: Kysely<DB>, scope: StatsScope, q: StatsQuery, days: DayTable) {
  for (const row of await statsQueries.invoiceDays(db, scope, q.startDate, q.endDate)) {
    days.add('invoicedExclCents', row.date, row.exclCents);
    days.add('invoicedInclCents', row.date, row.inclCents);
  }
}

// ---- The statistics ----

const sums =
  (...names: string[]) =>
  (days: DayTable, period: StatsPeriod) =>
    Object.fromEntries(names.map((name) => [name, Math.round(days.sum(name, period))]));

const STATISTICS = {
  reservation: {
    figures: sums('reservations', 'definite', 'options', 'cancelled', 'checkedIn'),
    values: (x) => ({
      Reservations: f(x, 'reservations'),
      Definite: f(x, 'definite'),
      Options: f(x, 'options'),
      Cancelled: f(x, 'cancelled'),
      CheckedIn: f(x, 'checkedIn'),
    }),
  },
  revenue: {
    figures: sums('exclCents', 'inclCents', 'invoicedExclCents', 'invoicedInclCents'),
    values: (x) => ({
      RevenueExclVat: euros(x, 'exclCents'),
      RevenueInclVat: euros(x, 'inclCents'),
      Vat: centsToEuros(f(x, 'inclCents') - f(x, 'exclCents')),
      InvoicedExclVat: euros(x, 'invoicedExclCents'),
      InvoicedInclVat: euros(x, 'invoicedInclCents'),
    }),
  },
  seats: {
    figures: sums('seats', 'reservations', 'seatDays'),
    values: (x) => {
      const average = shareOf(f(x, 'seats'), f(x, 'reservations'));
      return {
        Seats: f(x, 'seats'),
        Reservations: f(x, 'reservations'),
        AverageSeats: average === null ? null : Math.round(average * 10) / 10,
        SeatDays: f(x, 'seatDays'),
      };
    },
  },
  search: {
    figures: sums('searched', 'viaWidget', 'byMembers', 'booked'),
    values: (x) => ({
      Searches: f(x, 'searched'),
      ViaWidget: f(x, 'viaWidget'),
      ByMembers: f(x, 'byMembers'),
      Booked: f(x, 'booked'),
    }),
  },
  searchconversion: {
    figures: sums('searched', 'booked'),
    values: (x) => ({
      Searches: f(x, 'searched'),
      Booked: f(x, 'booked'),
      ConversionRate: shareOf(f(x, 'booked'), f(x, 'searched')),
    }),
  },
  searchfunnel: {
    figures: sums('searched', 'choseLocation', 'choseSpace', 'booked'),
    values: (x) => ({
      Searched: f(x, 'searched'),
      ChoseLocation: f(x, 'choseLocation'),
      ChoseSpace: f(x, 'choseSpace'),
      Booked: f(x, 'booked'),
    }),
  },
  feeinvoice: {
    figures: (days, period) => {
      const seatFee = Math.round(days.sum('seatFeeCents', period));
      const monthly = Math.round(days.sum('monthlyCents', period));
      return {
        seatDays: Math.round(days.sum('feeSeatDays', period)),
        seatFee,
        monthly,
        vat: feeVatCents(seatFee + monthly),
      };
    },
    values: (x) => {
      const excl = f(x, 'seatFee') + f(x, 'monthly');
      return {
        SeatDays: f(x, 'seatDays'),
        SeatFeeExclVat: euros(x, 'seatFee'),
        MonthlyFeeExclVat: euros(x, 'monthly'),
        TotalExclVat: centsToEuros(excl),
        Vat: euros(x, 'vat'),
        TotalInclVat: centsToEuros(excl + f(x, 'vat')),
      };
    },
  },
  workspacecapacity: {
    figures: sums('capacity', 'workspaceSeatDays'),
    values: (x) => ({
      CapacitySeatDays: f(x, 'capacity'),
      BookedSeatDays: f(x, 'workspaceSeatDays'),
      Utilization: shareOf(f(x, 'workspaceSeatDays'), f(x, 'capacity')),
    }),
  },
  totals: {
    figures: sums(
      'reservations',
      'cancelled',
      'seats',
      'exclCents',
      'inclCents',
      'checkedIn',
      'searched',
      'booked',
    ),
    values: (x) => ({
      Reservations: f(x, 'reservations'),
      Cancelled: f(x, 'cancelled'),
      Seats: f(x, 'seats'),
      RevenueExclVat: euros(x, 'exclCents'),
      RevenueInclVat: euros(x, 'inclCents'),
      CheckedIn: f(x, 'checkedIn'),
      Searches: f(x, 'searched'),
      Booked: f(x, 'booked'),
      ConversionRate: shareOf(f(x, 'booked'), f(x, 'searched')),
    }),
  },
} satisfies { [K in StatsKind]: Statistic<LocationStatsOf<K>['Totals']> };

/** Which locations a call covers: the asked one, or all the caller's (an administrator's: the platform). */
async function targetOf(db: Kysely<DB>, actor: Actor, id: number) {
  if (id !== ALL_LOCATIONS) {
    const location = await requireAccess({ db }, actor, statsAccess.location, id);
    const scope: StatsScope = { all: false, locationIds: [location.id] };
    return { scope, name: location.name as string | null, count: 1 };
  }
  if (isAdmin(actor)) {
    const scope: StatsScope = { all: true };
    return { scope, name: null, count: await statsQueries.locationCount(db) };
  }
  const managed = await managedLocationsOf(db, actor.profileId);
  const scope: StatsScope = { all: false, locationIds: managed.map((l) => l.id) };
  return { scope, name: null, count: managed.length };
}

/**
 * `GET /v1/stats/location/{id}/{kind}`: 400 for a backward or too long period, then 401/404/403 for
 * a location, then the kind's series and totals.
 */
export async function locationStatsOf(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  kind: StatsKind,
  q: StatsQuery,
): Promise<LocationStats> {
  checkPeriod(q);
  const target = await targetOf(db, actor, id);
  const { scope } = target;
  const days = new DayTable(q.startDate, q.endDate);
  let licences: LocationStatsOf<'feeinvoice'>['Licences'] = [];
  if (kind === 'reservation' || kind === 'revenue' || kind === 'seats' || kind === 'totals') {
    await readReservations(db, scope, q, days);
  }
  if (kind === 'revenue') await readInvoices(db, scope, q, days);
  if (kind === 'seats')
    addSpans(await statsQueries.lineSpans(db, scope, q.startDate, q.endDate), days, 'seatDays');
  if (kind === 'search' || kind === 'searchconversion' || kind === 'searchfunnel' || kind === 'totals') {
    await readSearches(db, scope, q, days, kind === 'searchfunnel');
  }
  if (kind === 'feeinvoice') licences = await readFees(db, scope, q, days);
  if (kind === 'workspacecapacity') await readWorkspaceCapacity(db, scope, q, days);
  const periods = statsPeriods(q.startDate, q.endDate, q.groupBy);
  const folded = fold(days, periods, STATISTICS[kind] as Statistic<Record<string, unknown>>);
  return {
    Kind: kind,
    LocationId: id,
    LocationName: target.name,
    LocationCount: target.count,
    StartDate: q.startDate,
    EndDate: q.endDate,
    GroupBy: q.groupBy,
    CurrencyIso: 'EUR',
    ...folded,
    ...(kind === 'feeinvoice' ? { Licences: licences } : {}),
  } as LocationStats;
}

const PROFILE_TOTALS: Statistic<ProfileTotals['Totals']> = {
  figures: sums('reservations', 'cancelled', 'seats', 'exclCents', 'inclCents', 'checkedIn', 'searched'),
  values: (x) => ({
    Reservations: f(x, 'reservations'),
    Cancelled: f(x, 'cancelled'),
    Seats: f(x, 'seats'),
    SpentExclVat: euros(x, 'exclCents'),
    SpentInclVat: euros(x, 'inclCents'),
    CheckedIn: f(x, 'checkedIn'),
    Searches: f(x, 'searched'),
  }),
};

/** `GET /v1/stats/profile/{id}/totals`: the member's booking activity (the member and administrators). */
export async function profileTotalsOf(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  q: StatsQuery,
): Promise<ProfileTotals> {
  checkPeriod(q);
  await requireAccess({ db }, actor, statsAccess.profile, id);
  const { fromIso, toIso } = instantsOf(q);
  const days = new DayTable(q.startDate, q.endDate);
  addReservationDays(await statsQueries.bookerDays(db, id, q.startDate, q.endDate, fromIso, toIso), days);
  const cache = new Map<string, [number, number]>();
  for (const row of await statsQueries.memberSearchHours(db, id, fromIso, toIso)) {
    days.add('searched', dayOfHour(row.hour, cache), row.searched);
  }
  return {
    ProfileId: id,
    StartDate: q.startDate,
    EndDate: q.endDate,
    GroupBy: q.groupBy,
    CurrencyIso: 'EUR',
    ...fold(days, statsPeriods(q.startDate, q.endDate, q.groupBy), PROFILE_TOTALS),
  };
}
