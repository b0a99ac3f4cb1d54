import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostLocationId, insertEndedReservation, mailsTo } from '../../test/reviews.ts';
import { remindTomorrowsReservations } from './commands/remind-reservations.ts';

// 13:00 in Amsterdam on Monday 23 November 2026; tomorrow is the 24th.
const NOW = new Date('2026-11-23T12:00:00Z');
const TOMORROW = '2026-11-24';

describe.each(engines)('the day-before reminder on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let booker: Record<string, string>;
  let bookerId: number;
  let hostId: number;
  let locationId: number;

  /** Runs the job at `now` and hands its events to the subscribers. */
  async function remind(now = NOW) {
    const ids = await remindTomorrowsReservations(t.database.db, now);
    await t.app.events.drain();
    return ids;
  }

  const onDay = (day: string, extra: { profileId?: number; cancelled?: boolean; name?: string } = {}) =>
    insertEndedReservation(t, { profileId: extra.profileId ?? bookerId, locationId, endDate: day, ...extra });

  function remindersOf(profileId: number) {
    return t.database.db
      .selectFrom('notifications')
      .select(['kind_id', 'data', 'link_params'])
      .where('profile_id', '=', profileId)
      .where('kind_id', '=', 17)
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', NOW);
    bookerId = await profileIdOf(t, 'booker@example.com');
    hostId = await profileIdOf(t, 'host@example.com');
    locationId = await hostLocationId(t);
    // The demo's own reservations of tomorrow are not this test's: mark them reminded.
    await t.database.db.updateTable('reservations').set({ reminded_at: NOW.toISOString() }).execute();
  });
  afterAll(async () => t?.close());

  it("reminds the booker of tomorrow's reservation once, in the inbox and by mail in their language", async () => {
    const id = await onDay(TOMORROW, { name: 'Kwartaaloverleg' });
    expect(await remind()).toEqual([id]);
    const [notice] = await remindersOf(bookerId);
    expect(JSON.parse(notice?.data ?? '{}')).toMatchObject({ title: 'Kwartaaloverleg' });
    expect(JSON.parse(notice?.link_params ?? '{}')).toEqual({ id: String(id) });
    const mails = await mailsTo(t, 'booker@example.com', 'reservation-reminder');
    expect(mails).toHaveLength(1);
    // Language 52 is Dutch.
    expect(mails[0]?.subject).toMatch(/^Morgen: je reservering bij /);
    expect(mails[0]?.text_body).toContain(`#${id} "Kwartaaloverleg"`);
    expect(mails[0]?.text_body).toContain('dinsdag 24 november 2026');
    // The next run finds nothing left to remind.
    expect(await remind(new Date(NOW.getTime() + 600_000))).toEqual([]);
    expect(await remindersOf(bookerId)).toHaveLength(1);
  });

  it('leaves out cancelled reservations, other days, reservations made in the last 12 hours, and the night', async () => {
    await onDay(TOMORROW, { cancelled: true });
    await onDay('2026-11-25');
    await onDay('2026-11-23');
    const fresh = await onDay(TOMORROW);
    await t.database.db
      .updateTable('reservations')
      .set({ created_at: new Date(NOW.getTime() - 3_600_000).toISOString() })
      .where('id', '=', fresh)
      .execute();
    expect(await remind()).toEqual([]);
    // 07:30 in Amsterdam the day before: too early to write.
    const early = await onDay('2026-11-25');
    expect(await remind(new Date('2026-11-24T06:30:00Z'))).toEqual([]);
    // From 08:00 on it goes.
    expect(await remind(new Date('2026-11-24T07:00:00Z'))).toContain(early);
  });

  it('honours the rule: with its mail switched off the reminder is in the inbox only', async () => {
    const host = await memberHeaders(t, 'host@example.com', NOW);
    expect((await call('PUT', '/v1/notification/rules/17', host, { Email: false })).statusCode).toBe(200);
    const id = await onDay(TOMORROW, { profileId: hostId });
    expect(await remind()).toEqual([id]);
    expect(await remindersOf(hostId)).toHaveLength(1);
    expect(await mailsTo(t, 'host@example.com', 'reservation-reminder')).toHaveLength(0);
    // The booker's own switch is theirs: still on.
    expect((await call('GET', '/v1/notification/rules', booker)).json()[16]).toMatchObject({ Email: true });
  });

  it('reminds each reservation exactly once when several runs overlap (two processes)', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await onDay(TOMORROW));
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => remindTomorrowsReservations(t.database.db, NOW)),
    );
    await t.app.events.drain();
    const all = runs.flat().sort((a, b) => a - b);
    expect(all).toEqual(ids);
    const events = await t.database.db
      .selectFrom('events')
      .select('subject_id')
      .where('type', '=', 'reservation.reminder-due')
      .where('subject_id', 'in', ids)
      .execute();
    expect(events).toHaveLength(ids.length);
  });
});
