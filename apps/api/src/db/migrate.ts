import { type Kysely, type MigrationResultSet, Migrator, PostgresAdapter, sql } from 'kysely';
import { allMigrations } from './migration-registry.ts';
import type { DB } from './schema.ts';

/** Brings the database to the latest migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  // On PostgreSQL the bookkeeping tables go into the connection's own schema: Kysely would otherwise
  // look for them on the whole search path and trip over another schema's tables.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations },
    // Areas built side by side add migrations with their own timestamps: one merged later than
    // another that already ran elsewhere must still run.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
