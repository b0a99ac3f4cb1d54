import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { type SearchRow, searchQueries } from './search.queries.ts';

/** A saved search by its key, or undefined. */
export function findSearchByKey(db: Kysely<DB>, key: string): Promise<SearchRow | undefined> {
  return searchQueries.findByKey(db, key);
}

/** A saved search by its key, else a 404. */
export async function requireSearch(db: Kysely<DB>, key: string): Promise<SearchRow> {
  const row = await searchQueries.findByKey(db, key);
  if (!row) throw AppError.notFound('Search not found');
  return row;
}
