import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test/db.ts';
import { connect } from '../../db/connect.ts';
import { createEventDispatcher, EVENT_RETENTION_DAYS, MAX_EVENT_ATTEMPTS } from './dispatcher.ts';
import { defineEvent, subscribe } from './events.ts';

const Happened = defineEvent<{ What: string }>('test.happened', 'test');
const Ignored = defineEvent<{ What: string }>('test.ignored', 'test');

describe.each(engines)('event dispatcher on %s', (engine) => {
  let database: TestDatabase;
  let now = new Date('2026-11-25T10:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.destroy());

  const emit = (what: string, kind = Happened) =>
    database.db
      .transaction()
      .execute((trx) => kind.emit(trx, { subjectId: 7, actorId: null, payload: { What: what } }, now));

  it('hands each event to each subscriber of its kind once, in order, and marks it dispatched', async () => {
    const seen: string[] = [];
    const dispatcher = createEventDispatcher({
      db: database.db,
      subscribers: [
        subscribe(Happened, 'test.first', async (_trx, e) => {
          seen.push(`first:${e.payload.What}:${e.subjectId}`);
        }),
        subscribe(Happened, 'test.second', async (_trx, e) => {
          seen.push(`second:${e.payload.What}`);
        }),
      ],
      now: () => now,
      publicUrl: 'http://localhost',
    });
    await emit('a');
    await emit('b');
    await emit('c', Ignored);
    expect(await dispatcher.drain()).toBe(3);
    expect(seen).toEqual(['first:a:7', 'second:a', 'first:b:7', 'second:b']);
    expect(await dispatcher.drain()).toBe(0);
    expect(seen).toHaveLength(4);
    const pending = await database.db
      .selectFrom('events')
      .select('id')
      .where('dispatched_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });

  it('retries a failing subscriber later, without running the ones that succeeded again', async () => {
    let failing = true;
    const calls = { steady: 0, flaky: 0 };
    const dispatcher = createEventDispatcher({
      db: database.db,
      subscribers: [
        subscribe(Happened, 'test.steady', async () => {
          calls.steady += 1;
        }),
        subscribe(Happened, 'test.flaky', async (trx) => {
          calls.flaky += 1;
          // What a failing subscriber wrote is rolled back with its delivery record.
          await trx
            .insertInto('companies')
            .values({ name: 'half-done', vat_number: null, created_at: '' })
            .execute();
          if (failing) throw new Error('mail server down');
        }),
      ],
      now: () => now,
      publicUrl: 'http://localhost',
    });
    await emit('d');
    expect(await dispatcher.drain()).toBe(0);
    const row = await database.db
      .selectFrom('events')
      .selectAll()
      .where('dispatched_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, last_error: 'mail server down' });
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(now.getTime());
    const halfDone = await database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'half-done')
      .execute();
    expect(halfDone).toEqual([]);
    // Not due yet: nothing runs.
    await dispatcher.drain();
    expect(calls).toEqual({ steady: 1, flaky: 1 });
    failing = false;
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await dispatcher.drain()).toBe(1);
    expect(calls).toEqual({ steady: 1, flaky: 2 });
  });

  it('gives up on an event after the last attempt', async () => {
    const dispatcher = createEventDispatcher({
      db: database.db,
      subscribers: [
        subscribe(Happened, 'test.broken', async () => {
          throw new Error('always');
        }),
      ],
      now: () => now,
      publicUrl: 'http://localhost',
    });
    await emit('e');
    for (let i = 0; i < MAX_EVENT_ATTEMPTS + 2; i += 1) {
      await dispatcher.drain();
      now = new Date(now.getTime() + 7 * 3_600_000);
    }
    const row = await database.db
      .selectFrom('events')
      .selectAll()
      .where('payload', 'like', '%"e"%')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: MAX_EVENT_ATTEMPTS, dispatched_at: null, last_error: 'always' });
  });

  it('prunes events handled longer ago than the retention, and keeps the rest', async () => {
    const dispatcher = createEventDispatcher({
      db: database.db,
      subscribers: [subscribe(Happened, 'test.pruned', async () => {})],
      now: () => now,
      publicUrl: 'http://localhost',
    });
    await emit('old');
    await dispatcher.drain();
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const all = await count();
    expect(await dispatcher.prune()).toBe(0);
    now = new Date(now.getTime() + (EVENT_RETENTION_DAYS + 1) * 86_400_000);
    await emit('new');
    const pruned = await dispatcher.prune();
    expect(pruned).toBeGreaterThan(0);
    // What is not handled yet (the failing ones above, the new one) stays.
    expect(await count()).toBe(all + 1 - pruned);
    const left = await database.db.selectFrom('events').select('payload').execute();
    expect(left.map((r) => r.payload)).toContain(JSON.stringify({ What: 'new' }));
    await dispatcher.drain();
  });

  it('refuses two subscribers with one name', () => {
    const noop = async () => {};
    expect(() =>
      createEventDispatcher({
        db: database.db,
        subscribers: [subscribe(Happened, 'test.same', noop), subscribe(Ignored, 'test.same', noop)],
        now: () => now,
        publicUrl: 'http://localhost',
      }),
    ).toThrow(/named "test.same"/);
  });

  it('two processes draining at once still deliver each event once', async () => {
    // On PostgreSQL a second pool stands for a second process; SQLite runs one process per file.
    const other = engine === 'postgres' ? connect(database.url, { schema: database.schema }) : database;
    try {
      let delivered = 0;
      const subscribers = [
        subscribe(Happened, 'test.counted', async (trx, e) => {
          delivered += 1;
          await trx
            .insertInto('companies')
            .values({ name: `counted-${e.id}`, vat_number: null, created_at: '' })
            .execute();
        }),
      ];
      const make = (db: typeof database.db) =>
        createEventDispatcher({ db, subscribers, now: () => now, publicUrl: 'http://localhost' });
      for (let i = 0; i < 20; i += 1) await emit(`burst-${i}`);
      await Promise.all([make(database.db).drain(), make(other.db).drain(), make(database.db).drain()]);
      const counted = await database.db
        .selectFrom('companies')
        .select('name')
        .where('name', 'like', 'counted-%')
        .execute();
      expect(counted).toHaveLength(20);
      expect(new Set(counted.map((c) => c.name)).size).toBe(20);
      expect(delivered).toBeGreaterThanOrEqual(20);
    } finally {
      if (other !== database) await other.destroy();
    }
  });
});
