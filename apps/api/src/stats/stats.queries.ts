import { MeetingType, ReservationStatus } from '@meetspace/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

// The statistics' SQL: every query groups in the database (by hour, day or day pair) and returns at
// most a few thousand rows for a year, whatever the number of bookings and searches behind them. The
// tables are other areas' (searches, carts, reservations, invoices, check-ins, the catalogue); this
// area only reads them, as the host's bookings and the administration do.

/** Whose figures: some locations (a manager's), or the whole platform (an administrator's "all"). */
export type StatsScope = { all: true } | { all: false; locationIds: readonly number[] };

/** Counts and sums come back as bigint strings from PostgreSQL and numbers from SQLite. */
const n = (value: unknown): number => Number(value ?? 0);

const LIVE_STATUSES = [ReservationStatus.Option, ReservationStatus.Definite];

/** Searches of one UTC hour (`2026-03-04T09`): how many, and how far they got. */
export interface SearchHourRow {
  hour: string;
  searched: number;
  choseLocation: number;
  choseSpace: number;
  booked: number;
  viaWidget: number;
  byMembers: number;
}

/** Reservations starting on one day with one status. */
export interface ReservationDayRow {
  date: string;
  statusId: number;
  reservations: number;
  seats: number;
  exclCents: number;
  inclCents: number;
  checkedIn: number;
}

/** Booked space lines with the same first and last day: their seats (and fee, for the licence). */
export interface LineSpanRow {
  startDate: string;
  endDate: string;
  seats: number;
  /** Seats x the licence's price per seat (fee lines only). */
  feeCents: number;
}

/** Sums of the searches' saved steps: booked counts as every step (the carts are added apart). */
const SEARCH_STAGES = {
  choseLocation: sql<number>`sum(case when s.made_reservation = 1 or s.last_step >= 2 then 1 else 0 end)`,
  choseSpace: sql<number>`sum(case when s.made_reservation = 1 or s.last_step >= 3 then 1 else 0 end)`,
  viaWidget: sql<number>`sum(case when s.widget_id > 0 then 1 else 0 end)`,
  byMembers: sql<number>`sum(case when s.profile_id is not null then 1 else 0 end)`,
};
const hourOf = sql<string>`substr(s.created_at, 1, 13)`;

function toSearchHour(row: Record<string, unknown>): SearchHourRow {
  return {
    hour: String(row.hour),
    searched: n(row.searched),
    choseLocation: n(row.choseLocation),
    choseSpace: n(row.choseSpace),
    booked: n(row.booked),
    viaWidget: n(row.viaWidget),
    byMembers: n(row.byMembers),
  };
}

export const statsQueries = {
  /** A location's id and name (404 when there is none). */
  location(db: Kysely<DB>, id: number) {
    return db.selectFrom('locations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  },

  /** A member (404 when there is none). */
  profile(db: Kysely<DB>, id: number) {
    return db.selectFrom('profiles').select(['id']).where('id', '=', id).executeTakeFirst();
  },

  /** How many locations the whole platform has (an administrator's "all"). */
  async locationCount(db: Kysely<DB>): Promise<number> {
    const row = await db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return n(row.n);
  },

  /**
   * Searches made from `fromIso` to before `toIso`, by UTC hour. Of locations: the searches that
   * asked for one of them (`location_id`: its page, its widget) and the searches for a place or a
   * point (no location) that made a cart at one of them; these chose the location and a space, and
   * are booked when that cart was finalized. The platform: every search. With `carts`, a search
   * whose saved step is below a space but that made a cart counts as having chosen a space (and the
   * location): only the funnel asks, the other figures need no carts.
   * Index: searches (location_id, created_at), or for the platform (substr(created_at, 1, 13), ...)
   * covering its sums; carts (location_id, created_at), or (created_at) for the platform.
   */
  async searchHours(
    db: Kysely<DB>,
    scope: StatsScope,
    fromIso: string,
    toIso: string,
    carts = false,
  ): Promise<SearchHourRow[]> {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const ids = scope.all ? [] : scope.locationIds;
    const asked = await db
      .selectFrom('searches as s')
      .select([
        hourOf.as('hour'),
        (eb) => eb.fn.countAll<number>().as('searched'),
        SEARCH_STAGES.choseLocation.as('choseLocation'),
        SEARCH_STAGES.choseSpace.as('choseSpace'),
        sql<number>`sum(s.made_reservation)`.as('booked'),
        SEARCH_STAGES.viaWidget.as('viaWidget'),
        SEARCH_STAGES.byMembers.as('byMembers'),
      ])
      // Of locations: by location and time. The platform: by the hour itself, the bounds being whole
      // hours (local midnights), so an index on the hour gives the rows in groups, without a sort.
      .$if(!scope.all, (q) =>
        q
          .where('s.location_id', 'in', ids)
          .where('s.created_at', '>=', fromIso)
          .where('s.created_at', '<', toIso),
      )
      .$if(scope.all, (q) =>
        q.where(hourOf, '>=', fromIso.slice(0, 13)).where(hourOf, '<', toIso.slice(0, 13)),
      )
      .groupBy(hourOf)
      .execute();
    const rows = asked.map(toSearchHour);
    if (carts) {
      // Searches counted above below a space that made a cart: one more at the space step, and at
      // the location step those that had not saved it. The period's carts first (a handful per
      // booking), then their searches by id.
      const withCart = db
        .selectFrom('carts as c')
        .select('c.search_id')
        .distinct()
        .$if(!scope.all, (q) => q.where('c.location_id', 'in', ids))
        .where('c.created_at', '>=', fromIso)
        .where('c.search_id', 'is not', null);
      const upgraded = await db
        .selectFrom(withCart.as('c'))
        // A cross join keeps SQLite from starting at the searches (a year of them): carts first.
        .crossJoin('searches as s')
        .whereRef('s.id', '=', 'c.search_id')
        .select([
          hourOf.as('hour'),
          sql<number>`sum(case when s.last_step < 2 then 1 else 0 end)`.as('choseLocation'),
          (eb) => eb.fn.countAll<number>().as('choseSpace'),
        ])
        .$if(!scope.all, (q) => q.where('s.location_id', 'in', ids))
        .where('s.created_at', '>=', fromIso)
        .where('s.created_at', '<', toIso)
        .where('s.made_reservation', '=', 0)
        .where('s.last_step', '<', 3)
        .groupBy(hourOf)
        .execute();
      for (const u of upgraded) rows.push(toSearchHour(u));
    }
    if (scope.all) return rows;
    // Searches for a place that made a cart at one of the locations: the carts first, per search.
    const cartsOf = db
      .selectFrom('carts as c')
      .select([
        'c.search_id',
        sql<number>`max(case when c.status = 'finalized' then 1 else 0 end)`.as('booked'),
      ])
      .where('c.location_id', 'in', ids)
      .where('c.created_at', '>=', fromIso)
      .where('c.search_id', 'is not', null)
      .groupBy('c.search_id');
    const chose = await db
      .selectFrom(cartsOf.as('c'))
      .crossJoin('searches as s')
      .whereRef('s.id', '=', 'c.search_id')
      .select([
        hourOf.as('hour'),
        (eb) => eb.fn.countAll<number>().as('searched'),
        (eb) => eb.fn.countAll<number>().as('choseLocation'),
        (eb) => eb.fn.countAll<number>().as('choseSpace'),
        sql<number>`sum(c.booked)`.as('booked'),
        SEARCH_STAGES.viaWidget.as('viaWidget'),
        SEARCH_STAGES.byMembers.as('byMembers'),
      ])
      .where('s.location_id', 'is', null)
      .where('s.created_at', '>=', fromIso)
      .where('s.created_at', '<', toIso)
      .groupBy(hourOf)
      .execute();
    return [...rows, ...chose.map(toSearchHour)];
  },

  /**
   * Reservations starting from `startDate` to `endDate`, per day and status, with their seats and
   * totals, and per day the live ones checked in. Index: reservations (location_id, start_date), or
   * (start_date, status_id, ...) covering the platform's sums.
   */
  async reservationDays(
    db: Kysely<DB>,
    scope: StatsScope,
    startDate: string,
    endDate: string,
  ): Promise<ReservationDayRow[]> {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const ids = scope.all ? [] : scope.locationIds;
    const rows = await db
      .selectFrom('reservations as r')
      .select([
        'r.start_date as date',
        'r.status_id as statusId',
        (eb) => eb.fn.countAll<number>().as('reservations'),
        sql<number>`sum(r.total_seats)`.as('seats'),
        sql<number>`sum(r.total_excl_cents)`.as('exclCents'),
        sql<number>`sum(r.total_incl_cents)`.as('inclCents'),
      ])
      .$if(!scope.all, (q) => q.where('r.location_id', 'in', ids))
      .where('r.start_date', '>=', startDate)
      .where('r.start_date', '<=', endDate)
      .groupBy(['r.start_date', 'r.status_id'])
      .execute();
    const checkedIn = await db
      .selectFrom('reservations as r')
      .innerJoin('reservation_checkins as ci', 'ci.reservation_id', 'r.id')
      .select(['r.start_date as date', (eb) => eb.fn.countAll<number>().as('n')])
      .$if(!scope.all, (q) => q.where('r.location_id', 'in', ids))
      .where('r.start_date', '>=', startDate)
      .where('r.start_date', '<=', endDate)
      .where('r.status_id', 'in', LIVE_STATUSES)
      .where('ci.is_checked_in', '=', 1)
      .groupBy('r.start_date')
      .execute();
    return [
      ...rows.map((row) => ({
        date: row.date,
        statusId: n(row.statusId),
        reservations: n(row.reservations),
        seats: n(row.seats),
        exclCents: n(row.exclCents),
        inclCents: n(row.inclCents),
        checkedIn: 0,
      })),
      // Check-ins on their own rows (of a live status, nothing else counted).
      ...checkedIn.map((row) => ({
        date: row.date,
        statusId: ReservationStatus.Definite,
        reservations: 0,
        seats: 0,
        exclCents: 0,
        inclCents: 0,
        checkedIn: n(row.n),
      })),
    ];
  },

  /**
   * The seats of the booked space lines that overlap the period (not cancelled: options and
   * definite; a cancelled reservation's lines are all cancelled), per first and last day; only
   * workspaces with `workspacesOnly`. Of locations: their reservations by (location_id,
   * start_date), then the lines by reservation; the platform: the lines by (start_date, end_date,
   * is_cancelled, seats, space_id), without their reservations.
   */
  async lineSpans(
    db: Kysely<DB>,
    scope: StatsScope,
    startDate: string,
    endDate: string,
    workspacesOnly = false,
  ): Promise<LineSpanRow[]> {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const ids = scope.all ? [] : scope.locationIds;
    const workspaces = db
      .selectFrom('spaces')
      .select('id')
      .where('meeting_type_id', '=', MeetingType.Workspace);
    const rows = scope.all
      ? await db
          .selectFrom('reservation_spaces as rs')
          .select([
            'rs.start_date as startDate',
            'rs.end_date as endDate',
            sql<number>`sum(rs.seats)`.as('seats'),
          ])
          .$if(workspacesOnly, (q) => q.where('rs.space_id', 'in', workspaces))
          .where('rs.is_cancelled', '=', 0)
          .where('rs.start_date', '<=', endDate)
          .where('rs.end_date', '>=', startDate)
          .groupBy(['rs.start_date', 'rs.end_date'])
          .execute()
      : await db
          .selectFrom('reservation_spaces as rs')
          .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
          .select([
            'rs.start_date as startDate',
            'rs.end_date as endDate',
            sql<number>`sum(rs.seats)`.as('seats'),
          ])
          .where('r.location_id', 'in', ids)
          .$if(workspacesOnly, (q) => q.where('rs.space_id', 'in', workspaces))
          .where('r.start_date', '<=', endDate)
          .where('r.end_date', '>=', startDate)
          .where('r.status_id', 'in', LIVE_STATUSES)
          .where('rs.is_cancelled', '=', 0)
          .where('rs.start_date', '<=', endDate)
          .where('rs.end_date', '>=', startDate)
          .groupBy(['rs.start_date', 'rs.end_date'])
          .execute();
    return rows.map((row) => ({
      startDate: row.startDate,
      endDate: row.endDate,
      seats: n(row.seats),
      feeCents: 0,
    }));
  },

  /**
   * The licence fee's seats: definite lines (not cancelled) of the meeting types the location's
   * licence covers, with seats x its price per seat, per first and last day.
   */
  async feeLineSpans(
    db: Kysely<DB>,
    scope: StatsScope,
    startDate: string,
    endDate: string,
  ): Promise<LineSpanRow[]> {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const rows = await db
      .selectFrom('reservation_spaces as rs')
      .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .innerJoin('subscriptions as sub', 'sub.id', 'l.subscription_id')
      .select([
        'rs.start_date as startDate',
        'rs.end_date as endDate',
        sql<number>`sum(rs.seats)`.as('seats'),
        sql<number>`sum(rs.seats * sub.price_per_seat_cents)`.as('feeCents'),
      ])
      .$if(!scope.all, (q) => q.where('r.location_id', 'in', scope.all ? [] : scope.locationIds))
      .where('r.start_date', '<=', endDate)
      .where('r.end_date', '>=', startDate)
      .where('r.status_id', '=', ReservationStatus.Definite)
      .where('rs.is_cancelled', '=', 0)
      .where('rs.start_date', '<=', endDate)
      .where('rs.end_date', '>=', startDate)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('subscription_meeting_types as smt')
            .select('smt.subscription_id')
            .whereRef('smt.subscription_id', '=', 'sub.id')
            .whereRef('smt.meeting_type_id', '=', 'r.meeting_type_id'),
        ),
      )
      .groupBy(['rs.start_date', 'rs.end_date'])
      .execute();
    return rows.map((row) => ({
      startDate: row.startDate,
      endDate: row.endDate,
      seats: n(row.seats),
      feeCents: n(row.feeCents),
    }));
  },

  /** The live locations of the scope that have a licence, when they were created, and the licence. */
  licensedLocations(db: Kysely<DB>, scope: StatsScope) {
    if (!scope.all && scope.locationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('locations as l')
      .innerJoin('subscriptions as sub', 'sub.id', 'l.subscription_id')
      .select([
        'l.id',
        'l.created_at',
        'sub.id as subscription_id',
        'sub.name',
        'sub.price_per_seat_cents',
        'sub.monthly_fee_cents',
      ])
      .$if(!scope.all, (q) => q.where('l.id', 'in', scope.all ? [] : scope.locationIds))
      .where('l.status', '=', 'live')
      .execute();
  },

  /** The meeting types of licences. */
  licenceMeetingTypes(db: Kysely<DB>, subscriptionIds: readonly number[]) {
    if (subscriptionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('subscription_meeting_types')
      .select(['subscription_id', 'meeting_type_id'])
      .where('subscription_id', 'in', subscriptionIds)
      .orderBy('meeting_type_id')
      .execute();
  },

  /** The seats of the active workspaces of the scope's live locations, per location. */
  async workspaceSeats(db: Kysely<DB>, scope: StatsScope): Promise<{ locationId: number; seats: number }[]> {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const rows = await db
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .select(['s.location_id as locationId', sql<number>`sum(s.capacity)`.as('seats')])
      .$if(!scope.all, (q) => q.where('s.location_id', 'in', scope.all ? [] : scope.locationIds))
      .where('s.meeting_type_id', '=', MeetingType.Workspace)
      .where('s.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .groupBy('s.location_id')
      .execute();
    return rows.map((row) => ({ locationId: n(row.locationId), seats: n(row.seats) }));
  },

  /** The ISO weekdays on which the scope's live locations open their workspaces. */
  workspaceWeekdays(db: Kysely<DB>, scope: StatsScope) {
    if (!scope.all && scope.locationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('opening_hours as h')
      .innerJoin('locations as l', 'l.id', 'h.location_id')
      .select(['h.location_id', 'h.weekday'])
      .distinct()
      .$if(!scope.all, (q) => q.where('h.location_id', 'in', scope.all ? [] : scope.locationIds))
      .where('h.meeting_type_id', '=', MeetingType.Workspace)
      .whereRef('h.close_minutes', '>', 'h.open_minutes')
      .where('l.status', '=', 'live')
      .execute();
  },

  /** The closed days of the scope's live locations in the period. */
  closedDays(db: Kysely<DB>, scope: StatsScope, startDate: string, endDate: string) {
    if (!scope.all && scope.locationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('closed_days as d')
      .innerJoin('locations as l', 'l.id', 'd.location_id')
      .select(['d.location_id', 'd.date'])
      .distinct()
      .$if(!scope.all, (q) => q.where('d.location_id', 'in', scope.all ? [] : scope.locationIds))
      .where('d.date', '>=', startDate)
      .where('d.date', '<=', endDate)
      .where('l.status', '=', 'live')
      .execute();
  },

  /**
   * Issued invoices (invoices, frozen ones and credit invoices, whose amounts are negative) by issue
   * date. Index: invoices (location_id, issue_date).
   */
  async invoiceDays(db: Kysely<DB>, scope: StatsScope, startDate: string, endDate: string) {
    if (!scope.all && scope.locationIds.length === 0) return [];
    const rows = await db
      .selectFrom('invoices as i')
      .select([
        'i.issue_date as date',
        sql<number>`sum(i.total_excl_cents)`.as('exclCents'),
        sql<number>`sum(i.total_incl_cents)`.as('inclCents'),
      ])
      .$if(!scope.all, (q) => q.where('i.location_id', 'in', scope.all ? [] : scope.locationIds))
      .where('i.status_id', 'in', [1, 2, 3])
      .where('i.issue_date', '>=', startDate)
      .where('i.issue_date', '<=', endDate)
      .groupBy('i.issue_date')
      .execute();
    return rows.map((row) => ({
      date: String(row.date),
      exclCents: n(row.exclCents),
      inclCents: n(row.inclCents),
    }));
  },

  /**
   * A member's reservations (as booker) starting in the period, per day and status. Index:
   * reservations (profile_id, starts_at).
   */
  async bookerDays(
    db: Kysely<DB>,
    profileId: number,
    startDate: string,
    endDate: string,
    fromIso: string,
    toIso: string,
  ): Promise<ReservationDayRow[]> {
    const rows = await db
      .selectFrom('reservations as r')
      .leftJoin('reservation_checkins as ci', 'ci.reservation_id', 'r.id')
      .select([
        'r.start_date as date',
        'r.status_id as statusId',
        (eb) => eb.fn.countAll<number>().as('reservations'),
        sql<number>`sum(r.total_seats)`.as('seats'),
        sql<number>`sum(r.total_excl_cents)`.as('exclCents'),
        sql<number>`sum(r.total_incl_cents)`.as('inclCents'),
        sql<number>`sum(case when ci.is_checked_in = 1 then 1 else 0 end)`.as('checkedIn'),
      ])
      .where('r.profile_id', '=', profileId)
      // The instants of the period's local bounds use the index; the local dates make it exact.
      .where('r.starts_at', '>=', fromIso)
      .where('r.starts_at', '<', toIso)
      .where('r.start_date', '>=', startDate)
      .where('r.start_date', '<=', endDate)
      .groupBy(['r.start_date', 'r.status_id'])
      .execute();
    return rows.map((row) => ({
      date: row.date,
      statusId: n(row.statusId),
      reservations: n(row.reservations),
      seats: n(row.seats),
      exclCents: n(row.exclCents),
      inclCents: n(row.inclCents),
      checkedIn: n(row.checkedIn),
    }));
  },

  /** A member's searches (made while logged in) by UTC hour. Index: searches (profile_id, created_at). */
  async memberSearchHours(db: Kysely<DB>, profileId: number, fromIso: string, toIso: string) {
    const rows = await db
      .selectFrom('searches as s')
      .select([hourOf.as('hour'), (eb) => eb.fn.countAll<number>().as('searched')])
      .where('s.profile_id', '=', profileId)
      .where('s.created_at', '>=', fromIso)
      .where('s.created_at', '<', toIso)
      .groupBy(hourOf)
      .execute();
    return rows.map((row) => ({ hour: String(row.hour), searched: n(row.searched) }));
  },
};
