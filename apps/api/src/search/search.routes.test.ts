import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026, 14:10 in Amsterdam.
const NOW = new Date('2026-11-23T13:10:00Z');

describe.each(engines)('saved searches on %s', (engine) => {
  let t: TestApp;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: withKey, payload: payload as object });
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
  });
  afterAll(async () => t.close());

  it('POST /v1/search saves a normalized search with Id and Key', async () => {
    const res = await post('/api/v1/search', {
      MeetingtypeId: 3,
      Seats: 0,
      StartDate: '2026-12-02',
      SearchTerm: 'Utrecht',
      LanguageId: 52,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: expect.any(Number),
      Key: expect.stringMatching(/^[\w-]{20,}$/),
      MeetingtypeId: 3,
      Seats: 1,
      StartDate: '2026-12-02',
      EndDate: '2026-12-02',
      StartMinutes: 540,
      EndMinutes: 1020,
      LastStep: 1,
      MadeReservation: false,
      SearchTerm: 'Utrecht',
    });
  });

  it('rounds a search for today up to the next step from now', async () => {
    const res = await post('/api/v1/search', {
      MeetingtypeId: 1,
      StartDate: '2026-11-23',
      StartMinutes: 540,
      EndMinutes: 780,
    });
    expect(res.json()).toMatchObject({ StartMinutes: 870 });
    expect(res.json().EndMinutes).toBeGreaterThan(870);
  });

  it.each([
    [{ StartDate: '2026-02-30' }, 'StartDate'],
    [{ Seats: -2 }, 'Seats'],
    [{ MeetingtypeId: 4 }, 'MeetingtypeId'],
    [{ StartDate: '2026-12-02', StartMinutes: 600, EndMinutes: 600 }, 'EndMinutes'],
  ])('POST /v1/search refuses %j', async (body, field) => {
    const res = await post('/api/v1/search', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });

  it('PUT /v1/search/{key}/step/{n} sets LastStep; unknown key 404; step 7 400', async () => {
    const { Key } = (await post('/api/v1/search', { StartDate: '2026-12-02' })).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/search/${Key}/step/3`, headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().LastStep).toBe(3);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/search/unknown-key-x/step/3', headers: withKey }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/search/${Key}/step/7`, headers: withKey }))
        .statusCode,
    ).toBe(400);
  });

  it('GET /v1/widget/search/{key}/state gives the site widget with the search', async () => {
    const { Key } = (await post('/api/v1/search', { StartDate: '2026-12-02', LocationId: 5 })).json();
    const res = await t.app.inject({ url: `/api/v1/widget/search/${Key}/state`, headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: -100,
      ChannelId: 1,
      LocationId: 5,
      ShowOptionsStep: true,
      AuthType: 0,
      Search: { Key },
    });
    expect(
      (await t.app.inject({ url: '/api/v1/widget/search/unknown-key-x/state', headers: withKey })).statusCode,
    ).toBe(404);
  });

  it('POST /v1/availability/time/check gives the spec messages', async () => {
    const bad = await post('/api/v1/availability/time/check', {
      StartMinutes: 600,
      EndMinutes: 600,
      Seats: 1,
      MinSeats: 4,
    });
    expect(bad.json()).toEqual({
      IsValid: false,
      Messages: [
        {
          Code: 'EndNotAfterStart',
          Message: expect.stringMatching(/end time cannot be before or equal to start time/i),
        },
        {
          Code: 'MinimumSeatsNotReached',
          Message: expect.stringMatching(/minimum number of seats not reached/i),
        },
      ],
    });
    const good = await post('/api/v1/availability/time/check', { StartMinutes: 540, EndMinutes: 600 });
    expect(good.json()).toEqual({ IsValid: true, Messages: [] });
    expect((await post('/api/v1/availability/time/check', { StartMinutes: 'x' })).statusCode).toBe(400);
  });

  it('every call needs a key', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/search', payload: {} })).statusCode).toBe(401);
  });
});
