import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** True when the migration runs on PostgreSQL (the only dialect-specific bit is the id column). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Starts a table with an auto-incrementing integer primary key `id` on either engine. */
export function tableWithId(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Creates one index per column list; names follow `<table>_<cols>_idx`. */
export async function addIndexes(db: Kysely<unknown>, table: string, columnLists: string[][]): Promise<void> {
  for (const columns of columnLists) {
    await db.schema
      .createIndex(`${table}_${columns.join('_')}_idx`)
      .on(table)
      .columns(columns)
      .execute();
  }
}
