import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/** Brings the database to the latest migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
