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
}

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
    });
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
    sqlite.pragma('busy_timeout = 5000');
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
