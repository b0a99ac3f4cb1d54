import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Package reads, taking the executor so they run inside the caller's transaction. */
export const packageQueries = {
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

  /** What a package holds: its options, how many of each per person, and their VAT. */
  contents(db: Kysely<DB>, packageId: number) {
    return db
      .selectFrom('package_options as po')
      .innerJoin('options as o', 'o.id', 'po.option_id')
      .select(['po.option_id', 'po.amount_per_person', 'o.tax_percentage'])
      .where('po.package_id', '=', packageId)
      .execute();
  },
};
