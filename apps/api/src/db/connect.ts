import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

/** A live connection to one of the two supported engines. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Human-readable target, without credentials (for logs). */
  describe: string;
  destroy(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to use as search_path (tests use one schema per file). */
  schema?: string;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
  /** PostgreSQL only: the connections' `application_name` (tests find their own connections by it). */
  applicationName?: string;
  /** Where a lost connection is reported (default: standard error). */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a SQLite write waits for another process's write lock before the call answers 503:
 * short, because better-sqlite3 waits synchronously and the whole event loop waits with it.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 250;

// int8 (COUNT(*), SUM) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

/** Opens `sqlite:<path>` (file and folder created when missing; `sqlite::memory:` for memory) or `postgres://...`. */
export function connect(url: string, options: ConnectOptions = {}): Database {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    // A connection that PostgreSQL ends (restart, failover, idle_session_timeout,
    // pg_terminate_backend) emits an error: on the pool while idle, on the client while a query
    // uses it (that query fails and its call answers 503). Either way the broken client is dropped
    // and the next query opens a new one; without these listeners the error would end the process.
    const report = (error: Error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else console.error(`database connection lost (${error.message}); reconnecting on the next query`);
    };
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const target = new URL(url);
    return {
      db,
      engine: 'postgres',
      describe: `postgres ${target.host}${target.pathname}${options.schema ? ` schema ${options.schema}` : ''}`,
      destroy: () => db.destroy(),
    };
  }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    const file = path === ':memory:' ? ':memory:' : resolve(path);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, engine: 'sqlite', describe: `sqlite ${file}`, destroy: () => db.destroy() };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url.split(':')[0]}:"`);
}

/**
 * better-sqlite3 compiles a statement on every `prepare`; Kysely prepares for every query. Reusing
 * the compiled statement per SQL text removes that cost from every request (SQLite re-prepares a
 * statement by itself when the schema changes). A statement still iterating is never shared.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
