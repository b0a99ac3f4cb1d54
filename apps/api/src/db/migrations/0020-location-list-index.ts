import type { Kysely } from 'kysely';
import { addIndexes } from './helpers.ts';

/** The location list without a point pages live locations by name: an index in that order. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await addIndexes(db, 'locations', [['status', 'name', 'id']]);
}
