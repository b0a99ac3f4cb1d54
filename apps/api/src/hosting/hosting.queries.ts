import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, LocationImagesTable, LocationsTable } from '../db/schema.ts';

export type HostLocationRow = Selectable<LocationsTable>;
export type HostImageRow = Selectable<LocationImagesTable>;

/** The host area's SQL: a member's locations and what they edit of them. */
export const hostingQueries = {
  /** A location of any status (the host sees pending ones too). */
  location(db: Kysely<DB>, id: number): Promise<HostLocationRow | undefined> {
    return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The locations a member actively manages, by name, with their licence's name. */
  managedBy(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('location_managers as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .leftJoin('subscriptions as s', 's.id', 'l.subscription_id')
      .select(['l.id', 'l.name', 'l.slug', 'l.status', 'l.city', 's.name as subscription_name'])
      .where('m.profile_id', '=', profileId)
      .where('m.is_active', '=', 1)
      .orderBy('l.name')
      .orderBy('l.id')
      .execute();
  },

  async updateLocation(db: Kysely<DB>, id: number, values: Updateable<LocationsTable>): Promise<void> {
    await db.updateTable('locations').set(values).where('id', '=', id).execute();
  },

  async amenities(db: Kysely<DB>, locationId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('location_amenities')
      .select('amenity')
      .where('location_id', '=', locationId)
      .execute();
    return rows.map((r) => r.amenity);
  },

  async setAmenities(db: Kysely<DB>, locationId: number, amenities: readonly string[]): Promise<void> {
    await db.deleteFrom('location_amenities').where('location_id', '=', locationId).execute();
    if (amenities.length > 0)
      await db
        .insertInto('location_amenities')
        .values(amenities.map((amenity) => ({ location_id: locationId, amenity })))
        .execute();
  },

  openingHours(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('opening_hours')
      .select(['meeting_type_id', 'weekday', 'open_minutes', 'close_minutes'])
      .where('location_id', '=', locationId)
      .orderBy('meeting_type_id')
      .orderBy('weekday')
      .execute();
  },

  async replaceOpeningHours(
    db: Kysely<DB>,
    locationId: number,
    rows: readonly {
      meeting_type_id: number;
      weekday: number;
      open_minutes: number;
      close_minutes: number;
    }[],
  ): Promise<void> {
    await db.deleteFrom('opening_hours').where('location_id', '=', locationId).execute();
    if (rows.length > 0)
      await db
        .insertInto('opening_hours')
        .values(rows.map((r) => ({ ...r, location_id: locationId })))
        .execute();
  },

  closedDaysFrom(db: Kysely<DB>, locationId: number, fromDate: string) {
    return db
      .selectFrom('closed_days')
      .select(['date', 'reason'])
      .where('location_id', '=', locationId)
      .where('date', '>=', fromDate)
      .orderBy('date')
      .execute();
  },

  closedDay(db: Kysely<DB>, locationId: number, date: string) {
    return db
      .selectFrom('closed_days')
      .select(['id', 'date', 'reason'])
      .where('location_id', '=', locationId)
      .where('date', '=', date)
      .executeTakeFirst();
  },

  async insertClosedDay(db: Kysely<DB>, locationId: number, date: string, reason: string): Promise<void> {
    await db.insertInto('closed_days').values({ location_id: locationId, date, reason }).execute();
  },

  async updateClosedDay(db: Kysely<DB>, id: number, reason: string): Promise<void> {
    await db.updateTable('closed_days').set({ reason }).where('id', '=', id).execute();
  },

  async deleteClosedDay(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('closed_days').where('id', '=', id).execute();
  },

  images(db: Kysely<DB>, locationId: number): Promise<HostImageRow[]> {
    return db
      .selectFrom('location_images')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },

  async insertImage(
    db: Kysely<DB>,
    values: { location_id: number; url: string; alt: string; alt_en: string; rank: number },
  ): Promise<number> {
    const row = await db
      .insertInto('location_images')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async deleteImage(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('location_images').where('id', '=', id).execute();
  },

  async setImageRank(db: Kysely<DB>, id: number, rank: number): Promise<void> {
    await db.updateTable('location_images').set({ rank }).where('id', '=', id).execute();
  },

  /** Every URL of the location's photos (which upload versions are still in use). */
  async imageUrls(db: Kysely<DB>, locationId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('location_images')
      .select('url')
      .where('location_id', '=', locationId)
      .execute();
    return rows.map((r) => r.url);
  },

  activeManagers(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('location_managers as m')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .select(['p.id as profile_id', 'p.first_name', 'p.last_name', 'p.email'])
      .where('m.location_id', '=', locationId)
      .where('m.is_active', '=', 1)
      .orderBy('p.last_name')
      .orderBy('p.id')
      .execute();
  },

  invites(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('location_manager_invites')
      .select(['email', 'created_at'])
      .where('location_id', '=', locationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  profileByEmail(db: Kysely<DB>, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'role', 'language_id'])
      .where('email', '=', email)
      .executeTakeFirst();
  },

  profileById(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'role', 'language_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  managerRow(db: Kysely<DB>, locationId: number, profileId: number) {
    return db
      .selectFrom('location_managers')
      .select(['is_active'])
      .where('location_id', '=', locationId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  },

  /** Makes a member an active manager (again). */
  async activateManager(db: Kysely<DB>, locationId: number, profileId: number): Promise<void> {
    const existing = await hostingQueries.managerRow(db, locationId, profileId);
    if (existing)
      await db
        .updateTable('location_managers')
        .set({ is_active: 1 })
        .where('location_id', '=', locationId)
        .where('profile_id', '=', profileId)
        .execute();
    else
      await db
        .insertInto('location_managers')
        .values({ location_id: locationId, profile_id: profileId, is_active: 1 })
        .execute();
  },

  async deactivateManager(db: Kysely<DB>, locationId: number, profileId: number): Promise<void> {
    await db
      .updateTable('location_managers')
      .set({ is_active: 0 })
      .where('location_id', '=', locationId)
      .where('profile_id', '=', profileId)
      .execute();
  },

  /** A member who manages a location is a host (an administrator stays one). */
  async makeHost(db: Kysely<DB>, profileId: number): Promise<void> {
    await db
      .updateTable('profiles')
      .set({ role: 'host' })
      .where('id', '=', profileId)
      .where('role', '=', 'member')
      .execute();
  },

  invite(db: Kysely<DB>, locationId: number, email: string) {
    return db
      .selectFrom('location_manager_invites')
      .select('id')
      .where('location_id', '=', locationId)
      .where('email', '=', email)
      .executeTakeFirst();
  },

  async insertInvite(
    db: Kysely<DB>,
    values: { location_id: number; email: string; invited_by: number; created_at: string },
  ): Promise<void> {
    await db.insertInto('location_manager_invites').values(values).execute();
  },

  invitesOfEmail(db: Kysely<DB>, email: string) {
    return db
      .selectFrom('location_manager_invites')
      .select(['id', 'location_id', 'invited_by'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();
  },

  async deleteInvite(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('location_manager_invites').where('id', '=', id).execute();
  },
};
