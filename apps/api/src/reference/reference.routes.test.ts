import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

describe.each(engines)('reference calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('GET /v1/country/active lists the Netherlands as 152', async () => {
    const res = await t.app.inject({ url: '/api/v1/country/active', headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ CountryId: 152, Code: 'NL', LanguageId: 52, Name: 'Netherlands' }]);
    const nl = await t.app.inject({ url: '/api/v1/country/active?language=nl-NL', headers: withKey });
    expect(nl.json()[0].Name).toBe('Nederland');
  });

  it.each([
    ['nl-NL', 'Noodzakelijk'],
    ['en-US', 'Necessary'],
    ['nl', 'Noodzakelijk'],
    ['65', 'Necessary'],
  ])('GET /v1/Cookie/latest?language=%s', async (language, firstShort) => {
    const res = await t.app.inject({ url: `/api/v1/Cookie/latest?language=${language}`, headers: withKey });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Version: 1, Id: expect.any(Number) });
    expect(body.CookieTypes[0]).toMatchObject({ Key: 'nc', Short: firstShort, IsEditable: false });
    expect(body.CookieTypes.map((c: { Key: string }) => c.Key)).toContain('ca');
  });

  it('GET /v1/Cookie/latest defaults to Dutch and matches the path case-insensitively', async () => {
    const res = await t.app.inject({ url: '/api/v1/cookie/LATEST', headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().LanguageId).toBe(52);
  });

  it('GET /v1/Cookie/latest with an unknown language is a 400 with a field error', async () => {
    const res = await t.app.inject({ url: '/api/v1/Cookie/latest?language=fr-FR', headers: withKey });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Errors: [{ Field: 'language' }] });
  });

  it('GET /v1/global/eventtypes names the spec types in the requested language', async () => {
    const en = await t.app.inject({ url: '/api/v1/global/eventtypes', headers: withKey });
    expect(en.statusCode).toBe(200);
    const ids = en.json().map((e: { Id: number }) => e.Id);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19, 20]);
    const nl = await t.app.inject({ url: '/api/v1/global/eventtypes?Language=nl-NL', headers: withKey });
    expect(nl.json()).not.toEqual(en.json());
  });

  it('all reference calls need a key', async () => {
    for (const url of ['/api/v1/country/active', '/api/v1/Cookie/latest', '/api/v1/global/eventtypes']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
