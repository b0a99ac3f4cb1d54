import { addDays, isoWeekdayOf } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { generateDemoData } from './generate.ts';

// Wednesday 25 November 2026, 10:00 in Amsterdam: the week runs from Monday 23 to Friday 27.
const NOW = new Date('2026-11-25T09:00:00.000Z');
const MONDAY = '2026-11-23';

describe.each(engines)("the demo host's week on %s", (engine) => {
  let database: Database;
  const db = () => database.db;
  let hostId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await generateDemoData(db(), { password: 'Demo-test-2026!', seed: 20261121, now: NOW, locations: 40 });
    hostId = (
      await db()
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'host@example.com')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => database?.destroy());

  it('books every live location of the host on each weekday of this week', async () => {
    const locations = await db()
      .selectFrom('location_managers as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select('l.id')
      .where('m.profile_id', '=', hostId)
      .where('l.status', '=', 'live')
      .execute();
    expect(locations.length).toBeGreaterThanOrEqual(2);
    const lines = await db()
      .selectFrom('reservation_spaces as rs')
      .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
      .select(['r.location_id', 'rs.start_date'])
      .where(
        'r.location_id',
        'in',
        locations.map((l) => l.id),
      )
      .where('rs.is_cancelled', '=', 0)
      .where('rs.start_date', '>=', MONDAY)
      .where('rs.start_date', '<=', addDays(MONDAY, 4))
      .execute();
    for (const { id } of locations) {
      const days = new Set(lines.filter((l) => l.location_id === id).map((l) => l.start_date));
      expect(days.size, `location ${id}`).toBe(5);
      for (const day of days) expect(isoWeekdayOf(day)).toBeLessThanOrEqual(5);
    }
  });

  it('gives the host notes and to-dos on their bookings, and the booker a note', async () => {
    const notes = await db()
      .selectFrom('reservation_notes as n')
      .innerJoin('reservations as r', 'r.id', 'n.reservation_id')
      .leftJoin('location_managers as m', (join) =>
        join.onRef('m.location_id', '=', 'r.location_id').on('m.profile_id', '=', hostId),
      )
      .select(['n.side', 'n.kind', 'n.created_by', 'm.profile_id as manager', 'r.profile_id as booker'])
      .execute();
    const host = notes.filter((n) => n.side === 'host');
    expect(host.filter((n) => n.kind === 'todo').length).toBeGreaterThanOrEqual(2);
    expect(host.filter((n) => n.kind === 'note').length).toBeGreaterThanOrEqual(1);
    for (const n of host) expect(n.manager).toBe(hostId);
    const booker = notes.filter((n) => n.side === 'booker');
    expect(booker).toHaveLength(1);
    expect(booker[0]?.created_by).toBe(booker[0]?.booker);
  });
});
