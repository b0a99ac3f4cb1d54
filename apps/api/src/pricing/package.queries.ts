import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Packages and what they hold; every function takes the executor, so it runs in the caller's transaction. */
export const packageQueries = {
  byId(db: Kysely<DB>, packageId: number) {
    return db.selectFrom('packages').selectAll().where('id', '=', packageId).executeTakeFirst();
  },

  /** Whether a package is offered (active) for a location and meeting type. */
  async isOffered(
    db: Kysely<DB>,
    packageId: number,
    where: { locationId: number; meetingTypeId: number },
  ): Promise<boolean> {
    const row = await db
      .selectFrom('packages')
      .select('id')
      .where('id', '=', packageId)
      .where('location_id', '=', where.locationId)
      .where('meeting_type_id', '=', where.meetingTypeId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The active packages of a location for a meeting type, oldest first. */
  offered(db: Kysely<DB>, where: { locationId: number; meetingTypeId: number }) {
    return db
      .selectFrom('packages')
      .selectAll()
      .where('location_id', '=', where.locationId)
      .where('meeting_type_id', '=', where.meetingTypeId)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
  },

  /** What a package holds: its options, how many of each per person, and their VAT. */
  contents(db: Kysely<DB>, packageId: number) {
    return db
      .selectFrom('package_options as po')
      .innerJoin('options as o', 'o.id', 'po.option_id')
      .select(['po.option_id', 'po.amount_per_person', 'o.tax_percentage'])
      .where('po.package_id', '=', packageId)
      .execute();
  },

  /** The ids of the options a package holds. */
  async optionIds(db: Kysely<DB>, packageId: number | null): Promise<Set<number>> {
    if (packageId === null) return new Set();
    return new Set((await packageQueries.contents(db, packageId)).map((item) => item.option_id));
  },

  /** The contents of several packages with the options' names, by the options' rank. */
  namedContents(db: Kysely<DB>, packageIds: readonly number[]) {
    return db
      .selectFrom('package_options as po')
      .innerJoin('options as o', 'o.id', 'po.option_id')
      .select(['po.package_id', 'po.option_id', 'po.amount_per_person', 'o.name_nl', 'o.name_en'])
      .where('po.package_id', 'in', packageIds)
      .orderBy('o.rank')
      .execute();
  },

  /** A page of the active packages of live locations, by location and meeting type, in id order. */
  async catalogue(
    db: Kysely<DB>,
    filter: { id?: number; locationId?: number; meetingTypeId?: number; offset: number; limit: number },
  ) {
    let q = db
      .selectFrom('packages as p')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .where('p.is_active', '=', 1)
      .where('l.status', '=', 'live');
    if (filter.id !== undefined) q = q.where('p.id', '=', filter.id);
    if (filter.locationId !== undefined) q = q.where('p.location_id', '=', filter.locationId);
    if (filter.meetingTypeId !== undefined) q = q.where('p.meeting_type_id', '=', filter.meetingTypeId);
    const [rows, count] = await Promise.all([
      q
        .select([
          'p.id',
          'p.location_id',
          'p.meeting_type_id',
          'p.name_nl',
          'p.name_en',
          'p.description_nl',
          'p.description_en',
          'p.price_per_person_cents',
          'p.tax_percentage',
          'l.name as location_name',
        ])
        .orderBy('p.id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
