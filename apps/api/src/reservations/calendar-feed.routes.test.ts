import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('the private calendar feed on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const p = await t.database.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    booker = { profileToken: await issueSession(t, p.id, NOW) };
  });
  afterAll(async () => t.close());

  it('gives the member a secret URL that calendar apps read without any header', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/profile/calendar', headers: withKey })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/calendar',
      headers: { ...withKey, ...booker },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().Url);
    expect(url.pathname).toMatch(/^\/calendar\/[\w-]{32}\.ics$/);
    const feed = await t.app.inject({ url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    const db = t.database.db;
    const bookerId = (
      await db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'booker@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const live = await db
      .selectFrom('reservations')
      .select('key')
      .where('profile_id', '=', bookerId)
      .where('status_id', '!=', 3)
      .where('end_date', '>=', '2026-08-25')
      .execute();
    expect(live.length).toBeGreaterThan(0);
    for (const r of live) expect(feed.body).toContain(`reservation-${r.key}@meetspace`);
    const cancelled = await db
      .selectFrom('reservations')
      .select('key')
      .where('profile_id', '=', bookerId)
      .where('status_id', '=', 3)
      .execute();
    for (const r of cancelled) expect(feed.body).not.toContain(r.key);

    // A new URL retires the old one; a made-up one does not exist.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/calendar',
      headers: { ...withKey, ...booker },
    });
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed.json().Url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/calendar/not-a-real-calendar-key-000000.ics' })).statusCode).toBe(
      404,
    );
  });
});
