import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Database, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The engines every data-layer test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * `TEST_ENGINES=postgres` (set by `npm run test:pg`, which runs after `npm test` has covered SQLite)
 * leaves SQLite out.
 */
export const engines: Engine[] = !postgresUrl
  ? ['sqlite']
  : process.env.TEST_ENGINES === 'postgres'
    ? ['postgres']
    : ['sqlite', 'postgres'];

/** A test database and how another process can open it (`connect(url, { schema })`). */
export type TestDatabase = Database & { url: string; schema?: string };

/** The `application_name` of a PostgreSQL test database's connections is its schema's name. */

/** A fresh, migrated database: a temp SQLite file, or a new PostgreSQL schema dropped on destroy. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let target: { url: string; schema?: string };
  let cleanup: () => Promise<void>;
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${name}`);
    await admin.end();
    database = connect(postgresUrl, { schema: name, poolSize: 25, applicationName: name });
    target = { url: postgresUrl, schema: name };
    cleanup = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await client.end();
    };
  } else {
    const file = join(tmpdir(), `${name}.db`);
    database = connect(`sqlite:${file}`);
    target = { url: `sqlite:${file}` };
    cleanup = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  }
  await migrateWhileOthersDrop(database.db);
  const destroy = database.destroy;
  return {
    ...database,
    ...target,
    destroy: async () => {
      await destroy();
      await cleanup();
    },
  };
}

/**
 * What PostgreSQL answers when an object named by the system catalogs vanishes while a query reads
 * it: schema (3F000), table (42P01) or column (42703) does not exist.
 */
const VANISHED_OBJECT_CODES = new Set(['3F000', '42P01', '42703']);

/**
 * Kysely's migrator looks for its tables with a query over every table of every schema that calls
 * `has_schema_privilege(name)` and `pg_get_serial_sequence(table, column)`; when a test file running
 * beside this one drops its schema in between, PostgreSQL answers "schema/relation/column … does
 * not exist" for that other schema's objects. Nothing was migrated then (the check runs before the
 * migrations' transaction, and a failure inside that transaction rolls it all back), so try again.
 */
async function migrateWhileOthersDrop(db: Database['db']): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (!code || !VANISHED_OBJECT_CODES.has(code) || attempt === 5) throw error;
    }
  }
}
