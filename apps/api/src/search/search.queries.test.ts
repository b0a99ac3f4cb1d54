import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { generateDemoData } from '../demo/generate.ts';
import { type NewSearch, searchQueries } from './search.queries.ts';

const search = (key: string, seats: number): NewSearch => ({
  key,
  channel_id: 1,
  language_id: 1,
  meeting_type_id: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-01',
  start_minutes: 540,
  end_minutes: 780,
  seats,
  created_at: '2026-11-22T08:00:00.000Z',
});

describe.each(engines)('search queries on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await generateDemoData(database.db, { password: 'Repo-pass-1!', locations: 5 });
  });
  afterAll(async () => database.destroy());

  it('groups concurrent inserts and gives each caller its own row', async () => {
    const rows = await Promise.all(
      Array.from({ length: 450 }, (_, i) =>
        searchQueries.insert(database.db, search(`group-key-${i}`, 1 + (i % 40))),
      ),
    );
    rows.forEach((row, i) => {
      expect(row).toMatchObject({ key: `group-key-${i}`, seats: 1 + (i % 40), last_step: 1 });
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(450);
    const stored = await database.db
      .selectFrom('searches')
      .select(['id', 'key'])
      .where('key', 'like', 'group-key-%')
      .execute();
    expect(stored).toHaveLength(450);
    for (const row of rows) expect(stored).toContainEqual({ id: row.id, key: row.key });
  });

  it('fails only the bad row of a group', async () => {
    await searchQueries.insert(database.db, search('taken-key', 2));
    const results = await Promise.allSettled([
      searchQueries.insert(database.db, search('fresh-key-1', 2)),
      searchQueries.insert(database.db, search('taken-key', 3)),
      searchQueries.insert(database.db, search('fresh-key-2', 4)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await searchQueries.findByKey(database.db, 'fresh-key-2')).toMatchObject({ seats: 4 });
    expect(await searchQueries.findByKey(database.db, 'taken-key')).toMatchObject({ seats: 2 });
  });
});
