import type { Search } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { presentSearch } from '../search.presenter.ts';
import { searchQueries } from '../search.queries.ts';

/** `PUT /v1/search/{key}/step/{n}`: the wizard step the visitor reached last (a 404 for an unknown key). */
export async function setSearchStep(db: Kysely<DB>, key: string, step: number): Promise<Search> {
  const row = await searchQueries.setLastStep(db, key, step);
  if (!row) throw AppError.notFound('Search not found');
  return presentSearch(row);
}
