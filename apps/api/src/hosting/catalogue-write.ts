import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  type CatalogueChange,
  recordCatalogueChange,
} from '../kernel/catalogue-changes/catalogue-changes.ts';
import { lockRow } from '../kernel/locks.ts';
import { bumpCatalogueVersion } from '../search/index.ts';
import type { HostDeps } from './hosting.deps.ts';

/**
 * One change of a location's catalogue, in one transaction: the location's row held (so changes of
 * one location take turns, in any process), the work, its change-log rows, the catalogue version
 * bumped (every process's search and list see it at their next probe); after the commit this
 * process's copies reload at once, so the next search here sees the change.
 */
export async function changeCatalogue<T>(
  deps: Pick<HostDeps, 'db' | 'now' | 'catalogueChanged'>,
  locationId: number,
  work: (trx: Kysely<DB>) => Promise<{ result: T; changes: Omit<CatalogueChange, 'locationId'>[] }>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'locations', { column: 'id', value: locationId });
    const { result, changes } = await work(trx);
    for (const change of changes) await recordCatalogueChange(trx, { ...change, locationId }, deps.now);
    await bumpCatalogueVersion(trx);
    return result;
  });
  deps.catalogueChanged();
  return result;
}
