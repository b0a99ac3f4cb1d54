import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventPricesTable, EventRegistrationsTable } from './events.schema.ts';

export type RegistrationRow = Selectable<EventRegistrationsTable>;
/** The member's event lists' paging. */
export interface MyEventsPage {
  page: number;
  itemsPerPage: number;
  when: 'upcoming' | 'past' | 'all';
}

export type PriceRow = Selectable<EventPricesTable>;

/** The statuses that hold a place (the capacity counts them). */
export const PLACE_HOLDING = ['confirmed', 'pending'] as const;

/** The registration side's SQL: registrations, their counts, the event's prices and organizers. */
export const registrationQueries = {
  byId: (db: Kysely<DB>, id: number): Promise<RegistrationRow | undefined> =>
    db.selectFrom('event_registrations').selectAll().where('id', '=', id).executeTakeFirst(),

  byKey: (db: Kysely<DB>, key: string): Promise<RegistrationRow | undefined> =>
    db.selectFrom('event_registrations').selectAll().where('key', '=', key).executeTakeFirst(),

  /**
   * Pending registrations whose payment (made when it registered or moved up) started before
   * `startedBefore` and is neither paid nor void: the ones whose hold has run out. Oldest first.
   */
  unpaidPendingStartedBefore: (db: Kysely<DB>, startedBefore: string) =>
    db
      .selectFrom('event_registrations as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .select(['r.id', 'r.event_id', 'r.payment_id'])
      .where('r.status', '=', 'pending')
      .where('p.created_at', '<', startedBefore)
      .where('p.status', '!=', 'paid')
      .where('p.void_at', 'is', null)
      .orderBy('p.created_at')
      .orderBy('r.id')
      .execute(),

  /** The active (not cancelled) registration of an address at an event. */
  activeByEmail: (db: Kysely<DB>, eventId: number, email: string): Promise<RegistrationRow | undefined> =>
    db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('active_email', '=', email)
      .executeTakeFirst(),

  /** The member's newest registration at an event (an active one first). */
  ofMember: (db: Kysely<DB>, eventId: number, profileId: number): Promise<RegistrationRow | undefined> =>
    db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('profile_id', '=', profileId)
      .orderBy((eb) => eb.case().when('status', '=', 'cancelled').then(1).else(0).end())
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  async insert(db: Kysely<DB>, values: Insertable<EventRegistrationsTable>): Promise<number> {
    const { id } = await db
      .insertInto('event_registrations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  update: async (db: Kysely<DB>, id: number, changes: Updateable<EventRegistrationsTable>): Promise<void> => {
    await db.updateTable('event_registrations').set(changes).where('id', '=', id).execute();
  },

  /** How many places are taken (confirmed and pending). */
  async taken(db: Kysely<DB>, eventId: number): Promise<number> {
    const row = await db
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', eventId)
      .where('status', 'in', [...PLACE_HOLDING])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The waiting list in order: the longest waiting first. */
  waiting: (db: Kysely<DB>, eventId: number): Promise<RegistrationRow[]> =>
    db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('status', '=', 'waitingList')
      .orderBy('waiting_since')
      .orderBy('id')
      .execute(),

  /** A waiting registration's place in the list (1 = next), or null. */
  async waitingPosition(db: Kysely<DB>, r: RegistrationRow): Promise<number | null> {
    if (r.status !== 'waitingList' || r.waiting_since === null) return null;
    const row = await db
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', r.event_id)
      .where('status', '=', 'waitingList')
      .where((eb) =>
        eb.or([
          eb('waiting_since', '<', r.waiting_since as string),
          eb.and([eb('waiting_since', '=', r.waiting_since as string), eb('id', '<', r.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n) + 1;
  },

  /** Registrations of an event in the statuses asked (all when none), oldest first. */
  ofEvent: (db: Kysely<DB>, eventId: number, statuses?: readonly string[]): Promise<RegistrationRow[]> => {
    let q = db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId);
    if (statuses && statuses.length > 0) q = q.where('status', 'in', [...statuses]);
    return q.orderBy('id').execute();
  },

  prices: (db: Kysely<DB>, eventId: number): Promise<PriceRow[]> =>
    db.selectFrom('event_prices').selectAll().where('event_id', '=', eventId).orderBy('id').execute(),

  /**
   * A page (one row more, to tell whether more follow) of the member's registrations of events not
   * deleted: upcoming (ending today or later) soonest first, past newest first, or all.
   */
  attendingPage(db: Kysely<DB>, profileId: number, page: MyEventsPage, today: string) {
    let q = db
      .selectFrom('event_registrations as r')
      .innerJoin('event_listings as e', 'e.id', 'r.event_id')
      .selectAll('r')
      .where('r.profile_id', '=', profileId)
      .where('e.deleted_at', 'is', null);
    if (page.when === 'upcoming') q = q.where('e.end_date', '>=', today);
    if (page.when === 'past') q = q.where('e.end_date', '<', today);
    const direction = page.when === 'upcoming' ? 'asc' : 'desc';
    return q
      .orderBy('e.start_date', direction)
      .orderBy('e.start_minutes', direction)
      .orderBy('r.id', 'desc')
      .limit(page.itemsPerPage + 1)
      .offset((page.page - 1) * page.itemsPerPage)
      .execute();
  },

  /** A page (one row more) of the events the member owns or organizes, drafts too, in the same order. */
  organisingPage(db: Kysely<DB>, profileId: number, page: MyEventsPage, today: string) {
    let q = db
      .selectFrom('event_listings as e')
      .selectAll('e')
      .where('e.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('e.owner_profile_id', '=', profileId),
          eb.exists(
            eb
              .selectFrom('event_organizers as o')
              .select('o.id')
              .whereRef('o.event_id', '=', 'e.id')
              .where('o.profile_id', '=', profileId),
          ),
        ]),
      );
    if (page.when === 'upcoming') q = q.where('e.end_date', '>=', today);
    if (page.when === 'past') q = q.where('e.end_date', '<', today);
    const direction = page.when === 'upcoming' ? 'asc' : 'desc';
    return q
      .orderBy('e.start_date', direction)
      .orderBy('e.start_minutes', direction)
      .orderBy('e.id', 'desc')
      .limit(page.itemsPerPage + 1)
      .offset((page.page - 1) * page.itemsPerPage)
      .execute();
  },

  /** Events (not deleted) by id. */
  eventsByIds: (db: Kysely<DB>, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('event_listings')
          .selectAll()
          .where('id', 'in', [...ids])
          .where('deleted_at', 'is', null)
          .execute(),

  /** The organizers who want a mail on each registration. */
  mailedOrganizers: (db: Kysely<DB>, eventId: number) =>
    db
      .selectFrom('event_organizers as o')
      .leftJoin('profiles as p', 'p.id', 'o.profile_id')
      .select(['o.id', 'o.profile_id', 'o.full_name', 'o.email', 'p.language_id'])
      .where('o.event_id', '=', eventId)
      .where('o.receive_email', '=', 1)
      .orderBy('o.id')
      .execute(),

  profile: (db: Kysely<DB>, id: number) =>
    db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Money received per currency (paid registrations, whatever their status now). */
  revenue: (db: Kysely<DB>, eventId: number) =>
    db
      .selectFrom('event_registrations')
      .select(['currency', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
      .where('event_id', '=', eventId)
      .where('paid_at', 'is not', null)
      .groupBy('currency')
      .orderBy('currency')
      .execute(),
};
