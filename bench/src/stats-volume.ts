// The statistics at a year of a large platform: the demo catalogue at N locations, then a year of
// synthetic searches, carts, reservations (with their lines) and check-ins on top, some locations
// far busier than the rest; then every kind of `GET /v1/stats/location/{id}/{kind}` for a year by
// day, week and month, timed where the call spends it (the read use case: queries and folding, no
// HTTP): for the busiest location, for a host of five locations and for an administrator's platform.
//
//   npx tsx bench/src/stats-volume.ts --engine sqlite --locations 10000 --searches 2000000 --reservations 300000
//
// Prints the median of 5 runs per call (ms). Not a test: the figures go to apps/api/src/stats/README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, STATS_KINDS, type StatsGroupBy } from '@meetspace/domain';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../../apps/api/src/db/schema.ts';
import { localToUtcIso } from '../../apps/api/src/kernel/local-time.ts';
import { locationStatsOf } from '../../apps/api/src/stats/stats.reads.ts';
import { connect, generateDemoData, migrateToLatest } from './data-source.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    locations: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '2000000' },
    reservations: { type: 'string', default: '300000' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    /** SQLite only: keep the database in this file, and time it again without generating when it exists. */
    keep: { type: 'string' },
  },
});
const LOCATIONS = Number(args.locations);
const SEARCHES = Number(args.searches);
const RESERVATIONS = Number(args.reservations);
const NOW = new Date('2026-11-25T09:00:00Z');
const LAST = '2026-11-22';
const FIRST = addDays(LAST, -364);
/** Every 500th location is a busy one: a tenth of all searches and reservations go to those. */
const BUSY_EVERY = 500;

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: `${url}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fast deterministic stream (xorshift), so the volume is the same every run. */
function stream(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

async function insertChunks<T extends keyof DB>(db: Kysely<DB>, table: T, rows: object[], size = 1000) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

async function addVolume(db: Kysely<DB>) {
  const random = stream(20261125);
  const locations = (
    await db.selectFrom('locations').select('id').where('status', '=', 'live').orderBy('id').execute()
  ).map((l) => l.id);
  const busy = locations.filter((_, i) => i % BUSY_EVERY === 0);
  const spaces = await db.selectFrom('spaces').select(['id', 'location_id', 'meeting_type_id']).execute();
  const spacesOf = new Map<number, { id: number; meeting_type_id: number }[]>();
  for (const s of spaces) spacesOf.set(s.location_id, [...(spacesOf.get(s.location_id) ?? []), s]);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const someLocation = () => (random() < 0.1 ? pick(busy) : pick(locations));
  const day = () => addDays(FIRST, Math.floor(random() * 365));
  const instant = (date: string) => localToUtcIso(date, 420 + Math.floor(random() * 900), 'Europe/Amsterdam');

  console.log(`adding ${SEARCHES} searches ...`);
  const started = Date.now();
  for (let done = 0; done < SEARCHES; done += 50_000) {
    const rows = [];
    for (let i = done; i < Math.min(SEARCHES, done + 50_000); i += 1) {
      const date = day();
      const r = random();
      rows.push({
        key: `vol${i.toString(36).padStart(10, '0')}${randomBytes(4).toString('hex')}`,
        channel_id: 1,
        country_id: 152,
        location_id: random() < 0.6 ? someLocation() : null,
        language_id: 52,
        meeting_type_id: 1,
        start_date: date,
        end_date: date,
        start_minutes: 540,
        end_minutes: 1020,
        seats: 4,
        widget_id: random() < 0.05 ? 1 : null,
        profile_id: null,
        last_step: r < 0.5 ? 1 : r < 0.75 ? 2 : 3,
        made_reservation: r > 0.93 ? 1 : 0,
        created_at: instant(date),
      });
    }
    await insertChunks(db, 'searches', rows, 500);
  }
  console.log(`  ${Math.round((Date.now() - started) / 1000)} s`);

  console.log(`adding ${RESERVATIONS} reservations with lines and check-ins ...`);
  for (let done = 0; done < RESERVATIONS; done += 20_000) {
    const count = Math.min(RESERVATIONS, done + 20_000) - done;
    const planned = [];
    for (let i = 0; i < count; i += 1) {
      let locationId = someLocation();
      while (!spacesOf.has(locationId)) locationId = someLocation();
      const space = pick(spacesOf.get(locationId) ?? []);
      const date = day();
      const seats = 1 + Math.floor(random() * 12);
      const excl = seats * 2500;
      planned.push({
        locationId,
        space,
        date,
        seats,
        excl,
        status: random() < 0.1 ? 3 : random() < 0.1 ? 1 : 2,
      });
    }
    // One statement per 1000 rows keeps both engines under their parameter limits.
    const ids: { id: number }[] = [];
    for (let i = 0; i < planned.length; i += 1000) {
      const part = planned.slice(i, i + 1000);
      ids.push(
        ...(await db
          .insertInto('reservations')
          .values(
            part.map((p, j) => ({
              key: `vol${(done + i + j).toString(36).padStart(9, '0')}`,
              channel_id: 1,
              status_id: p.status,
              profile_id: null,
              company_id: null,
              location_id: p.locationId,
              meeting_type_id: p.space.meeting_type_id,
              language_id: 52,
              start_date: p.date,
              end_date: p.date,
              start_minutes: 540,
              end_minutes: 1020,
              starts_at: localToUtcIso(p.date, 540, 'Europe/Amsterdam'),
              total_seats: p.seats,
              total_excl_cents: p.excl,
              total_incl_cents: Math.round(p.excl * 1.21),
              voucher_id: null,
              package_id: null,
              cart_id: null,
              search_id: null,
              comment: null,
              terms_id: null,
              cancel_reason_type: null,
              cancel_reason: null,
              cancel_fee_percentage: null,
              cancelled_at: p.status === 3 ? NOW.toISOString() : null,
              created_at: NOW.toISOString(),
              updated_at: NOW.toISOString(),
              series_id: null,
            })),
          )
          .returning('id')
          .execute()),
      );
    }
    await insertChunks(
      db,
      'reservation_spaces',
      planned.map((p, i) => ({
        reservation_id: ids[i]?.id,
        space_id: p.space.id,
        setting_id: 1,
        seats: p.seats,
        price_per_seat_cents: 2500,
        price_total_cents: p.excl,
        tax_percentage: 21,
        is_cancelled: p.status === 3 ? 1 : 0,
        is_locked: 1,
        start_date: p.date,
        end_date: p.date,
        start_minutes: 540,
        end_minutes: 1020,
        starts_at: localToUtcIso(p.date, 540, 'Europe/Amsterdam'),
        ends_at: localToUtcIso(p.date, 1020, 'Europe/Amsterdam'),
      })),
    );
    await insertChunks(
      db,
      'reservation_checkins',
      planned.flatMap((p, i) =>
        p.status !== 3 && random() < 0.5
          ? [{ reservation_id: ids[i]?.id, is_checked_in: 1, changed_by: 1, changed_at: NOW.toISOString() }]
          : [],
      ),
    );
  }
  return { busiest: busy[0] as number, host: locations.slice(0, 5) };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2] as number;
}

async function main() {
  const engine = args.engine === 'pg' ? 'pg' : 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'stats-volume-'));
  const name = `bench_stats_${randomBytes(5).toString('hex')}`;
  if (engine === 'pg') await adminQuery(args.pg, `CREATE DATABASE ${name}`);
  const file = args.keep ?? join(dir, 'stats.db');
  const reuse = engine === 'sqlite' && args.keep !== undefined && existsSync(file);
  const database = connect(engine === 'pg' ? `${args.pg}/${name}` : `sqlite:${file}`);
  try {
    await migrateToLatest(database.db);
    let busiest: number;
    let host: number[];
    if (reuse) {
      const live = (
        await database.db
          .selectFrom('locations')
          .select('id')
          .where('status', '=', 'live')
          .orderBy('id')
          .execute()
      ).map((l) => l.id);
      busiest = live[0] as number;
      host = live.slice(0, 5);
    } else {
      let t = Date.now();
      await generateDemoData(database.db, { password: 'Bench-pass-1!', locations: LOCATIONS, now: NOW });
      console.log(`demo data at ${LOCATIONS} locations: ${Math.round((Date.now() - t) / 1000)} s`);
      t = Date.now();
      ({ busiest, host } = await addVolume(database.db));
      console.log(`volume: ${Math.round((Date.now() - t) / 1000)} s`);
    }
    if (engine === 'pg') await sql`analyze`.execute(database.db);
    const db = database.db;
    const hostId = (
      await db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'host@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    await db.deleteFrom('location_managers').where('profile_id', '=', hostId).execute();
    await db
      .insertInto('location_managers')
      .values(host.map((id) => ({ location_id: id, profile_id: hostId, is_active: 1 })))
      .execute();
    const counts = {
      searches: (
        await db
          .selectFrom('searches')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      atBusiest: (
        await db
          .selectFrom('searches')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('location_id', '=', busiest)
          .executeTakeFirstOrThrow()
      ).n,
      reservations: (
        await db
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    };
    console.log(`rows: ${JSON.stringify(counts)}`);
    const who = {
      busiest: { actor: { profileId: 0, role: 'admin' as const }, id: busiest },
      'host of 5': { actor: { profileId: hostId, role: 'host' as const }, id: 0 },
      platform: { actor: { profileId: 0, role: 'admin' as const }, id: 0 },
    };
    console.log(`\n${engine}, a year (${FIRST} to ${LAST}), median of 5, ms`);
    console.log(
      `| kind | ${Object.keys(who)
        .flatMap((w) => ['day', 'week', 'month'].map((by) => `${w} ${by}`))
        .join(' | ')} |`,
    );
    for (const kind of STATS_KINDS) {
      const cells: string[] = [];
      for (const { actor, id } of Object.values(who)) {
        for (const groupBy of ['day', 'week', 'month'] as StatsGroupBy[]) {
          const ms = await median(() =>
            locationStatsOf(db, actor, id, kind, { startDate: FIRST, endDate: LAST, groupBy }),
          );
          cells.push(ms.toFixed(0));
        }
      }
      console.log(`| ${kind} | ${cells.join(' | ')} |`);
    }
  } finally {
    await database.destroy();
    if (engine === 'pg') await adminQuery(args.pg, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
    if (args.keep) console.log(`kept ${file}`);
  }
}

await main();
