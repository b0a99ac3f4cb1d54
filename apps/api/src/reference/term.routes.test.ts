import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const REFERENCE_PUBLISHED = '2026-01-01T00:00:00.000Z';

describe.each(engines)('term calls on %s', (engine) => {
  let t: TestApp;
  let liveId: number;
  let pendingId: number;
  let otherLiveId: number;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: withKey });

  /** A location row with only the columns a location needs. */
  async function insertLocation(name: string, status: 'live' | 'pending') {
    const row = await t.database.db
      .insertInto('locations')
      .values({
        channel_id: 1,
        country_id: 152,
        slug: name.toLowerCase().replaceAll(' ', '-'),
        name,
        search_text: name.toLowerCase(),
        address: 'Stationsplein 1',
        postal_code: '3511 ED',
        city: 'Utrecht',
        latitude: 52.09,
        longitude: 5.11,
        status,
        created_at: REFERENCE_PUBLISHED,
        updated_at: REFERENCE_PUBLISHED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    liveId = await insertLocation('Huis aan de Gracht', 'live');
    otherLiveId = await insertLocation('Kantoor aan het Plein', 'live');
    pendingId = await insertLocation('Nog niet live', 'pending');
    await t.database.db
      .insertInto('terms')
      .values([
        // A newer general booking version (Dutch only), and one not yet published.
        {
          type: 'booking',
          language_id: 52,
          location_id: null,
          version: 2,
          title: 'Boekingsvoorwaarden versie 2',
          body: 'Eerste alinea.\n\nTweede alinea.',
          published_at: '2026-06-01T08:00:00.000Z',
        },
        {
          type: 'booking',
          language_id: 52,
          location_id: null,
          version: 3,
          title: 'Boekingsvoorwaarden uit de toekomst',
          body: 'Nog niet gepubliceerd.',
          published_at: '2027-01-01T00:00:00.000Z',
        },
        // The live location's own privacy terms, in Dutch only.
        {
          type: 'privacy',
          language_id: 52,
          location_id: liveId,
          version: 1,
          title: 'Privacyverklaring van Huis aan de Gracht',
          body: 'Wij bewaren je gegevens niet langer dan nodig.',
          published_at: '2026-03-01T00:00:00.000Z',
        },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it.each([
    ['license', 'nl-NL', 52, 'Licentievoorwaarden voor locaties'],
    ['license', 'en-US', 65, 'Licence terms for locations'],
    ['license', '65', 65, 'Licence terms for locations'],
    ['privacy', 'nl', 52, 'Privacyverklaring'],
    ['privacy', 'en', 65, 'Privacy statement'],
    ['privacy', '52', 52, 'Privacyverklaring'],
    ['booking', 'en-US', 65, 'General booking terms'],
    ['booking', 'en', 65, 'General booking terms'],
  ])('GET /v1/term/%s/latest?language=%s answers the general terms', async (type, language, id, title) => {
    const res = await get(`/v1/term/${type}/latest?language=${language}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Id: expect.any(Number),
      Type: type,
      Version: 1,
      Title: title,
      Body: expect.any(String),
      LanguageId: id,
      LocationId: null,
      PublishedAt: REFERENCE_PUBLISHED,
    });
  });

  it('the newest published booking version wins; a later publication is not there yet', async () => {
    for (const language of ['nl-NL', 'nl', '52', '']) {
      const res = await get(`/v1/term/booking/latest?language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Type: 'booking',
        Version: 2,
        Title: 'Boekingsvoorwaarden versie 2',
        Body: 'Eerste alinea.\n\nTweede alinea.',
        LanguageId: 52,
        PublishedAt: '2026-06-01T08:00:00.000Z',
      });
    }
    // English has no second version: still version 1.
    expect((await get('/v1/term/booking/latest?language=en-US')).json().Version).toBe(1);
  });

  it('defaults to Dutch and takes the parameter in any case of its name', async () => {
    for (const url of [
      '/v1/term/license/latest',
      '/v1/term/privacy/latest',
      '/v1/Term/License/Latest?Language=nl-NL',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().LanguageId).toBe(52);
    }
    expect((await get('/v1/term/license/latest?LANGUAGE=en-us')).json().LanguageId).toBe(65);
  });

  it("privacy with locationId: the location's own terms, else the general ones", async () => {
    const own = await get(`/v1/term/privacy/latest?locationId=${liveId}&language=nl-NL`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      Title: 'Privacyverklaring van Huis aan de Gracht',
      LocationId: liveId,
      LanguageId: 52,
    });
    // No English version of the location's own: the general English statement.
    const english = await get(`/v1/term/privacy/latest?locationId=${liveId}&language=en-US`);
    expect(english.json()).toMatchObject({ Title: 'Privacy statement', LocationId: null });
    // A live location without its own terms, and locationId=0: the general ones.
    for (const query of [`locationId=${otherLiveId}`, 'locationId=0', 'locationid=0&language=nl']) {
      const res = await get(`/v1/term/privacy/latest?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Title: 'Privacyverklaring', LocationId: null });
    }
    // Without a location the general terms, even though a location has its own.
    expect((await get('/v1/term/privacy/latest?language=nl')).json().LocationId).toBeNull();
  });

  it('is a 404 in the error shape for an unknown or pending location', async () => {
    for (const locationId of [pendingId, 999_999]) {
      const res = await get(`/v1/term/privacy/latest?locationId=${locationId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ StatusCode: 404, Message: 'Location not found', Errors: [] });
    }
  });

  it('is a 404 when no version of the type is published in the language', async () => {
    await t.database.db
      .deleteFrom('terms')
      .where('type', '=', 'license')
      .where('language_id', '=', 65)
      .execute();
    for (const url of ['/v1/term/license/latest?language=en-US', '/v1/term/license/latest/pdf?language=en']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ StatusCode: 404, Message: 'No licence terms in this language' });
    }
    expect((await get('/v1/term/license/latest?language=nl')).statusCode).toBe(200);
  });

  it.each([
    ['/v1/term/booking/latest?language=fr-FR', 'language'],
    ['/v1/term/license/latest?language=99', 'language'],
    ['/v1/term/privacy/latest?language=klingon', 'language'],
    ['/v1/term/license/latest/pdf?language=de', 'language'],
    ['/v1/term/privacy/latest?locationId=abc', 'locationId'],
    ['/v1/term/privacy/latest?locationId=-3', 'locationId'],
    ['/v1/term/privacy/latest?locationId=1.5', 'locationId'],
    ['/v1/term/privacy/latest?locationId=99999999999', 'locationId'],
  ])('GET %s is a 400 with a field error on %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Errors: [{ Field: field }] });
  });

  it('GET /v1/term/license/latest/pdf is a PDF attachment of the licence terms', async () => {
    const res = await get('/v1/term/license/latest/pdf?language=nl-NL');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="meetspace-license-terms-v1-nl.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('every term call needs a key', async () => {
    for (const url of [
      '/api/v1/term/booking/latest',
      '/api/v1/term/privacy/latest',
      '/api/v1/term/license/latest',
      '/api/v1/term/license/latest/pdf',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json().StatusCode).toBe(401);
    }
  });
});
