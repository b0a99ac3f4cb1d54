import {
  ContactType,
  catalogueText,
  type Locale,
  PROFILE_RESERVATIONS_STATUS_ID,
  ReservationStatus,
} from '@meetspace/domain';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationContactsTable, ReservationsTable } from '../db/schema-booking.ts';

export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationUpdate = Updateable<ReservationsTable>;
export type ContactRow = Selectable<ReservationContactsTable>;
/** A contact as carts and reservations store it, without its row's ids. */
export type ContactValues = Pick<ContactRow, 'type_id' | 'name' | 'email' | 'phone' | 'receive_email'>;

/** `GET /v1/profile/reservation`'s filters and page. */
export interface MemberReservationFilter {
  startDate?: string;
  endDate?: string;
  locationId?: number;
  meetingtypeId?: number;
  q?: string;
  page: number;
  itemsPerPage: number;
  channelId?: number;
  sortDirection: 'ASC' | 'DESC';
  /** Upcoming first (soonest first), then past (most recent first); needs `today`. */
  upcomingFirst?: boolean;
  statusId: number;
}

/** The reservations area's SQL of the reservation itself, its contacts and what its mails name. */
export const reservationQueries = {
  byId(db: Kysely<DB>, id: number): Promise<ReservationRow | undefined> {
    return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** One page (plus one row, to tell whether more follow) of a member's reservations, with location names. */
  ofMember(db: Kysely<DB>, profileId: number, q: MemberReservationFilter, today: string) {
    let query = db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .selectAll('r')
      .select('l.name as location_name')
      .where('r.profile_id', '=', profileId);
    if (q.statusId !== PROFILE_RESERVATIONS_STATUS_ID) query = query.where('r.status_id', '=', q.statusId);
    if (q.startDate) query = query.where('r.end_date', '>=', q.startDate);
    if (q.endDate) query = query.where('r.start_date', '<=', q.endDate);
    if (q.locationId) query = query.where('r.location_id', '=', q.locationId);
    if (q.meetingtypeId) query = query.where('r.meeting_type_id', '=', q.meetingtypeId);
    if (q.channelId) query = query.where('r.channel_id', '=', q.channelId);
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[%_]/g, '')}%`;
      query = query.where((eb) =>
        eb.or([eb(eb.fn('lower', ['r.name']), 'like', like), eb(eb.fn('lower', ['l.name']), 'like', like)]),
      );
    }
    if (q.upcomingFirst) {
      // Not yet ended (its last day is today or later) first, soonest first; then the past, latest first.
      const past = sql<number>`case when r.end_date >= ${today} then 0 else 1 end`;
      query = query
        .orderBy(past)
        .orderBy(sql`case when r.end_date >= ${today} then r.starts_at end`, 'asc')
        .orderBy('r.starts_at', 'desc');
    }
    return query
      .orderBy('r.starts_at', q.sortDirection === 'ASC' ? 'asc' : 'desc')
      .orderBy('r.id', q.sortDirection === 'ASC' ? 'asc' : 'desc')
      .limit(q.itemsPerPage + 1)
      .offset((q.page - 1) * q.itemsPerPage)
      .execute();
  },

  /** The other reservations of a series of one member, by id. */
  seriesSiblings(db: Kysely<DB>, r: ReservationRow): Promise<ReservationRow[]> {
    return db
      .selectFrom('reservations')
      .selectAll()
      .where('series_id', '=', r.series_id)
      .where('id', '!=', r.id)
      .where('profile_id', r.profile_id === null ? 'is' : '=', r.profile_id)
      .orderBy('id')
      .execute();
  },

  async insert(db: Kysely<DB>, row: Insertable<ReservationsTable>): Promise<number> {
    const inserted = await db
      .insertInto('reservations')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async update(db: Kysely<DB>, id: number, changes: ReservationUpdate): Promise<void> {
    await db.updateTable('reservations').set(changes).where('id', '=', id).execute();
  },

  /** Writes changes (none: only the time) and marks the reservation changed at `nowIso`. */
  async touch(db: Kysely<DB>, id: number, changes: ReservationUpdate, nowIso: string): Promise<void> {
    await reservationQueries.update(db, id, { ...changes, updated_at: nowIso });
  },

  contacts(db: Kysely<DB>, reservationId: number): Promise<ContactRow[]> {
    return db
      .selectFrom('reservation_contacts')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  },

  async insertContacts(db: Kysely<DB>, reservationId: number, contacts: readonly ContactValues[]) {
    if (contacts.length === 0) return;
    await db
      .insertInto('reservation_contacts')
      .values(
        contacts.map((c) => ({
          reservation_id: reservationId,
          type_id: c.type_id,
          name: c.name,
          email: c.email,
          phone: c.phone,
          receive_email: c.receive_email,
        })),
      )
      .execute();
  },

  async replaceContacts(db: Kysely<DB>, reservationId: number, contacts: readonly ContactValues[]) {
    await db.deleteFrom('reservation_contacts').where('reservation_id', '=', reservationId).execute();
    await reservationQueries.insertContacts(db, reservationId, contacts);
  },

  /** A member as a booker: name, e-mail address and phone. */
  memberContact(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['first_name', 'last_name', 'email', 'phone'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },

  /**
   * Who hears of a comment on a reservation: those who read its comments, its member and the
   * administrators (the platform's support), each with what a mail needs.
   */
  commentAudience(db: Kysely<DB>, reservation: { profile_id: number | null }) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where((eb) => eb.or([eb('id', '=', reservation.profile_id ?? 0), eb('role', '=', 'admin')]))
      .where('is_activated', '=', 1)
      .orderBy('id')
      .execute();
  },

  location(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('locations')
      .select(['name', 'address', 'postal_code', 'city'])
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
  },

  /** The time zone of a location (its local dates and minutes). */
  async timeZone(db: Kysely<DB>, locationId: number): Promise<string> {
    const row = await db
      .selectFrom('locations')
      .select('time_zone')
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    return row.time_zone;
  },

  /** Reservations without an account whose booker contact has this e-mail address. */
  async unclaimedOfBookerEmail(db: Kysely<DB>, email: string): Promise<number[]> {
    const rows = await db
      .selectFrom('reservations')
      .innerJoin('reservation_contacts', 'reservation_contacts.reservation_id', 'reservations.id')
      .select('reservations.id')
      .where('reservations.profile_id', 'is', null)
      .where('reservation_contacts.type_id', '=', ContactType.Booker)
      .where((eb) => eb(eb.fn('lower', ['reservation_contacts.email']), '=', email.trim().toLowerCase()))
      .distinct()
      .execute();
    return rows.map((r) => r.id);
  },

  /** Gives reservations without an account to a member (only those still without one). */
  async claim(db: Kysely<DB>, ids: readonly number[], profileId: number, nowIso: string): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await db
      .updateTable('reservations')
      .set({ profile_id: profileId, updated_at: nowIso })
      .where('id', 'in', ids)
      .where('profile_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async locationName(db: Kysely<DB>, locationId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', locationId)
      .executeTakeFirst();
    return row?.name;
  },

  /** The names of spaces in a locale, by id. */
  async spaceNames(db: Kysely<DB>, ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('spaces')
      .select(['id', 'name_nl', 'name_en'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, catalogueText(locale, r.name_nl, r.name_en)]));
  },

  /** The key of the cart a reservation was booked from. */
  async cartKey(db: Kysely<DB>, cartId: number | null): Promise<string | null> {
    if (cartId === null) return null;
    const row = await db.selectFrom('carts').select('key').where('id', '=', cartId).executeTakeFirst();
    return row?.key ?? null;
  },

  async languageExists(db: Kysely<DB>, languageId: number): Promise<boolean> {
    const row = await db.selectFrom('languages').select('id').where('id', '=', languageId).executeTakeFirst();
    return row !== undefined;
  },

  /** The cancel rules of a reservation's booking terms (or the newest ones, in its language first). */
  async cancelRules(db: Kysely<DB>, r: Pick<ReservationRow, 'terms_id' | 'language_id'>) {
    const termsId =
      r.terms_id ??
      (
        await db
          .selectFrom('terms')
          .select('id')
          .where('type', '=', 'booking')
          .orderBy((eb) => eb.case().when('language_id', '=', r.language_id).then(0).else(1).end())
          .orderBy('version', 'desc')
          .executeTakeFirst()
      )?.id;
    if (termsId === undefined) return [];
    return db.selectFrom('cancel_rules').selectAll().where('terms_id', '=', termsId).execute();
  },

  async cancel(
    db: Kysely<DB>,
    id: number,
    cancellation: { reasonType: number; reason: string | null; feePercentage: number },
    nowIso: string,
  ): Promise<void> {
    await reservationQueries.update(db, id, {
      status_id: ReservationStatus.Cancelled,
      cancel_reason_type: cancellation.reasonType,
      cancel_reason: cancellation.reason,
      cancel_fee_percentage: cancellation.feePercentage,
      cancelled_at: nowIso,
      updated_at: nowIso,
    });
    await db
      .updateTable('reservation_spaces')
      .set({ is_cancelled: 1 })
      .where('reservation_id', '=', id)
      .execute();
  },
};
