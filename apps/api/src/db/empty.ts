import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** True when no location exists yet (a fresh database that the demo data may fill). */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('locations').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
