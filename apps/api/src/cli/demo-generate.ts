import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  DEFAULT_DEMO_LOCATIONS,
  DEFAULT_DEMO_SEED,
  generateDemoData,
  isDatabaseEmpty,
} from '../demo/index.ts';

// npm run demo:generate -- [--locations N] [--seed N] [--database URL] [--force]
// Fills an empty database with the deterministic demo data and prints what it made.

const USAGE =
  'usage: demo-generate [--locations N] [--seed N] [--database sqlite:path|postgres://...] [--force]';

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      seed: { type: 'string' },
      database: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const locations = positiveInteger(values.locations, 'locations', DEFAULT_DEMO_LOCATIONS);
  const seed = positiveInteger(values.seed, 'seed', DEFAULT_DEMO_SEED);
  const url = values.database ?? process.env.DATABASE_URL ?? 'sqlite:data/app.db';
  const password = process.env.DEMO_PASSWORD ?? 'Demo-2026!';

  if (values.force && url.startsWith('sqlite:') && url !== 'sqlite::memory:') {
    const file = resolve(url.slice('sqlite:'.length));
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  const database = connect(url);
  try {
    await migrateToLatest(database.db);
    if (!(await isDatabaseEmpty(database.db))) {
      const hint =
        database.engine === 'sqlite'
          ? 'pass --force to delete the file and start over'
          : '--force only deletes SQLite files; use an empty PostgreSQL database';
      throw new Error(`${database.describe} already has locations; ${hint}`);
    }
    console.log(`generating ${locations} locations (seed ${seed}) into ${database.describe} ...`);
    const started = performance.now();
    // The events' pictures go where the server serves uploads from (UPLOAD_DIR, else <DATA_DIR>/uploads).
    const uploadDir = resolve(process.env.UPLOAD_DIR ?? join(process.env.DATA_DIR ?? 'data', 'uploads'));
    const summary = await generateDemoData(database.db, { locations, seed, password, uploadDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `done in ${seconds} s: ${summary.locations} live locations, ${summary.spaces} spaces, ` +
        `${summary.profiles} profiles, ${summary.reservations} reservations, ${summary.vouchers} vouchers, ` +
        `${summary.events} events, ${summary.groups} groups, ${summary.stories} stories`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
