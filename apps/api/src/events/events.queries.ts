import { ReservationStatus } from '@meetspace/domain';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { pageWithTotal } from '../db/paging.ts';
import type { DB } from '../db/schema.ts';
import type { EventRow, OrganizerRow } from './event-rows.ts';
import type {
  EventListingsTable,
  EventOrganizersTable,
  EventPricesTable,
  EventProgramItemsTable,
} from './events.schema.ts';

export type PriceRow = Selectable<EventPricesTable>;
export type ProgramItemRow = Selectable<EventProgramItemsTable>;

/** The places taken and the waiting list of one event. */
export interface EventCounts {
  /** Confirmed and pending registrations. */
  taken: number;
  waiting: number;
  confirmed: number;
}

/** What the public list filters on (dates yyyy-MM-dd; `words` normalized). */
export interface EventListFilter {
  from: string;
  to?: string;
  typeId?: number;
  online?: string;
  city?: string;
  words: readonly string[];
  locationId?: number;
  languageId?: number;
}

/** Published public events that are not deleted, in the filter. */
function listed(db: Kysely<DB>, f: EventListFilter) {
  return db
    .selectFrom('event_listings')
    .where('status', '=', 'published')
    .where('is_public', '=', 1)
    .where('deleted_at', 'is', null)
    .where('end_date', '>=', f.from)
    .$if(f.to !== undefined, (q) => q.where('start_date', '<=', f.to as string))
    .$if(f.typeId !== undefined, (q) => q.where('event_type_id', '=', f.typeId as number))
    .$if(f.online !== undefined, (q) => q.where('is_online', '=', f.online as string))
    .$if(Boolean(f.city), (q) =>
      q.where(sql<string>`lower(city)`, '=', (f.city as string).trim().toLowerCase()),
    )
    .$if(f.locationId !== undefined, (q) => q.where('location_id', '=', f.locationId as number))
    .$if(f.languageId !== undefined, (q) => q.where('language_id', '=', f.languageId as number))
    .$if(f.words.length > 0, (q) =>
      q.where((eb) => eb.and(f.words.map((w) => eb('search_text', 'like', `%${w}%`)))),
    );
}

/** The events area's SQL (events, prices, program, organizers; the registrations' counts). */
export const eventQueries = {
  async insertEvent(db: Kysely<DB>, row: Insertable<EventListingsTable>): Promise<number> {
    const inserted = await db
      .insertInto('event_listings')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async updateEvent(db: Kysely<DB>, id: number, changes: Updateable<EventListingsTable>): Promise<void> {
    await db.updateTable('event_listings').set(changes).where('id', '=', id).execute();
  },

  /** An event with its deleted ones (the ics of a deleted event is gone, but tests look). */
  byIdWithDeleted(db: Kysely<DB>, id: number): Promise<EventRow | undefined> {
    return db.selectFrom('event_listings').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** One page of the public list (soonest first) and the total. */
  async listPage(
    db: Kysely<DB>,
    filter: EventListFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: EventRow[]; total: number }> {
    return pageWithTotal(
      listed(db, filter),
      (q) => q.selectAll().orderBy('starts_at').orderBy('id'),
      page,
      perPage,
    );
  },

  /**
   * One page of a group's published events that are not deleted (ending on or after `from` when
   * given), soonest first, and the total. Private ones too: the group's members are its audience.
   */
  async groupPage(
    db: Kysely<DB>,
    groupId: number,
    from: string | undefined,
    page: number,
    perPage: number,
  ): Promise<{ rows: EventRow[]; total: number }> {
    const inGroup = db
      .selectFrom('event_listings')
      .where('group_id', '=', groupId)
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .$if(from !== undefined, (q) => q.where('end_date', '>=', from as string));
    return pageWithTotal(inGroup, (q) => q.selectAll().orderBy('starts_at').orderBy('id'), page, perPage);
  },

  /** The soonest upcoming published public events (at a location when given). */
  featured(db: Kysely<DB>, from: string, limit: number, locationId?: number): Promise<EventRow[]> {
    return listed(db, { from, words: [], ...(locationId !== undefined ? { locationId } : {}) })
      .selectAll()
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  // --- prices and program ---------------------------------------------------------------------

  pricesOf(db: Kysely<DB>, eventIds: readonly number[]): Promise<PriceRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('event_prices')
      .selectAll()
      .where('event_id', 'in', [...eventIds])
      .orderBy('id')
      .execute();
  },

  async replacePrices(
    db: Kysely<DB>,
    eventId: number,
    prices: readonly Omit<Insertable<EventPricesTable>, 'event_id'>[],
  ): Promise<void> {
    await db.deleteFrom('event_prices').where('event_id', '=', eventId).execute();
    if (prices.length > 0)
      await db
        .insertInto('event_prices')
        .values(prices.map((p) => ({ ...p, event_id: eventId })))
        .execute();
  },

  programOf(db: Kysely<DB>, eventId: number): Promise<ProgramItemRow[]> {
    return db
      .selectFrom('event_program_items')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('position')
      .execute();
  },

  async replaceProgram(
    db: Kysely<DB>,
    eventId: number,
    items: readonly Omit<Insertable<EventProgramItemsTable>, 'event_id'>[],
  ): Promise<void> {
    await db.deleteFrom('event_program_items').where('event_id', '=', eventId).execute();
    if (items.length > 0)
      await db
        .insertInto('event_program_items')
        .values(items.map((p) => ({ ...p, event_id: eventId })))
        .execute();
  },

  // --- organizers -------------------------------------------------------------------------------

  organizersOf(db: Kysely<DB>, eventId: number): Promise<OrganizerRow[]> {
    return db
      .selectFrom('event_organizers')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('is_owner', 'desc')
      .orderBy('id')
      .execute();
  },

  /** The primary organizer's name per event. */
  async primaryNames(db: Kysely<DB>, eventIds: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (eventIds.length === 0) return out;
    const rows = await db
      .selectFrom('event_organizers')
      .select(['event_id', 'full_name'])
      .where('event_id', 'in', [...eventIds])
      .where('is_primary', '=', 1)
      .execute();
    for (const r of rows) out.set(r.event_id, r.full_name);
    return out;
  },

  organizer(db: Kysely<DB>, eventId: number, id: number): Promise<OrganizerRow | undefined> {
    return db
      .selectFrom('event_organizers')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  organizerByEmail(db: Kysely<DB>, eventId: number, email: string): Promise<OrganizerRow | undefined> {
    return db
      .selectFrom('event_organizers')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('email', '=', email)
      .executeTakeFirst();
  },

  async insertOrganizer(db: Kysely<DB>, row: Insertable<EventOrganizersTable>): Promise<number> {
    const inserted = await db
      .insertInto('event_organizers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async updateOrganizer(
    db: Kysely<DB>,
    id: number,
    changes: Updateable<EventOrganizersTable>,
  ): Promise<void> {
    await db.updateTable('event_organizers').set(changes).where('id', '=', id).execute();
  },

  /** Makes no organizer of the event primary (before another becomes it). */
  async clearPrimary(db: Kysely<DB>, eventId: number): Promise<void> {
    await db.updateTable('event_organizers').set({ is_primary: 0 }).where('event_id', '=', eventId).execute();
  },

  async deleteOrganizer(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('event_organizers').where('id', '=', id).execute();
  },

  // --- registrations (read only: the registrations part of the area writes them) ----------------

  /** Per event: places taken (confirmed + pending), confirmed, and the waiting list. */
  async countsOf(db: Kysely<DB>, eventIds: readonly number[]): Promise<Map<number, EventCounts>> {
    const out = new Map<number, EventCounts>();
    for (const id of eventIds) out.set(id, { taken: 0, waiting: 0, confirmed: 0 });
    if (eventIds.length === 0) return out;
    const rows = await db
      .selectFrom('event_registrations')
      .select(['event_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('event_id', 'in', [...eventIds])
      .where('status', 'in', ['confirmed', 'pending', 'waitingList'])
      .groupBy(['event_id', 'status'])
      .execute();
    for (const r of rows) {
      const c = out.get(r.event_id) as EventCounts;
      const n = Number(r.n);
      if (r.status === 'waitingList') c.waiting += n;
      else c.taken += n;
      if (r.status === 'confirmed') c.confirmed += n;
    }
    return out;
  },

  /** Whether the member has a confirmed registration for the event. */
  async isConfirmedParticipant(db: Kysely<DB>, eventId: number, profileId: number): Promise<boolean> {
    const row = await db
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', eventId)
      .where('profile_id', '=', profileId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The member's events with a confirmed or pending registration, ending on or after `since`. */
  registeredEventsOf(db: Kysely<DB>, profileId: number, since: string) {
    return db
      .selectFrom('event_registrations as r')
      .innerJoin('event_listings as e', 'e.id', 'r.event_id')
      .select([
        'e.id',
        'e.name',
        'e.starts_at',
        'e.ends_at',
        'e.location_name',
        'e.address',
        'e.postal_code',
        'e.city',
        'e.is_online',
        'e.language_id',
        'r.status',
      ])
      .where('r.profile_id', '=', profileId)
      .where('r.status', 'in', ['confirmed', 'pending'])
      .where('e.deleted_at', 'is', null)
      .where('e.status', '!=', 'cancelled')
      .where('e.end_date', '>=', since)
      .orderBy('e.starts_at')
      .execute();
  },

  // --- members, locations, reservations, terms ---------------------------------------------------

  profile(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'phone', 'language_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The activated member with this e-mail address (organizers are linked by it), or undefined. */
  profileByEmail(db: Kysely<DB>, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
  },

  /** A location's address facts (any status; the caller checks it is live through the locations area). */
  location(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'address', 'postal_code', 'city', 'latitude', 'longitude'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** A reservation's owner, location and status, or undefined. */
  reservation(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('reservations')
      .select(['id', 'profile_id', 'location_id', 'status_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Whether a reservation is the member's, at the location and not cancelled. */
  async isUsableReservation(db: Kysely<DB>, id: number, profileId: number, locationId: number | null) {
    const r = await eventQueries.reservation(db, id);
    return (
      r !== undefined &&
      r.profile_id === profileId &&
      r.status_id !== ReservationStatus.Cancelled &&
      (locationId === null || r.location_id === locationId)
    );
  },

  /** The best reviewed live locations (score, then reviews, then id), without the one left out. */
  topLiveLocations(db: Kysely<DB>, limit: number, leaveOut?: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'slug', 'city', 'review_score', 'review_count'])
      .where('status', '=', 'live')
      .$if(leaveOut !== undefined, (q) => q.where('id', '!=', leaveOut as number))
      .orderBy('review_score', 'desc')
      .orderBy('review_count', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  },
};
