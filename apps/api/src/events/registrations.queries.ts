import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventPricesTable, EventRegistrationsTable } from './events.schema.ts';

export type RegistrationRow = Selectable<EventRegistrationsTable>;
export type PriceRow = Selectable<EventPricesTable>;

/** The statuses that hold a place (the capacity counts them). */
export const PLACE_HOLDING = ['confirmed', 'pending'] as const;

/** The registration side's SQL: registrations, their counts, the event's prices and organizers. */
export const registrationQueries = {
  byId: (db: Kysely<DB>, id: number): Promise<RegistrationRow | undefined> =>
    db.selectFrom('event_registrations').selectAll().where('id', '=', id).executeTakeFirst(),

  byKey: (db: Kysely<DB>, key: string): Promise<RegistrationRow | undefined> =>
    db.selectFrom('event_registrations').selectAll().where('key', '=', key).executeTakeFirst(),

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

  /** Registrations per status of events: `{ eventId → { status → n } }`. */
  async counts(db: Kysely<DB>, eventIds: readonly number[]): Promise<Map<number, Record<string, number>>> {
    const out = new Map<number, Record<string, number>>();
    if (eventIds.length === 0) return out;
    const rows = await db
      .selectFrom('event_registrations')
      .select(['event_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('event_id', 'in', [...eventIds])
      .groupBy(['event_id', 'status'])
      .execute();
    for (const r of rows) out.set(r.event_id, { ...(out.get(r.event_id) ?? {}), [r.status]: Number(r.n) });
    return out;
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

  pricesOf: (db: Kysely<DB>, eventIds: readonly number[]): Promise<PriceRow[]> =>
    eventIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('event_prices')
          .selectAll()
          .where('event_id', 'in', [...eventIds])
          .orderBy('id')
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
