import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { articleSlug } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../test/app.ts';
import { engines } from '../test/db.ts';

describe.each(engines)('the app shell on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('answers /api/health without a key', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 'ok' });
  });

  it('refuses a call without a key, with an unknown key, and accepts the legacy token header', async () => {
    const missing = await t.app.inject({ url: '/api/v1/country/active' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.json()).toMatchObject({ StatusCode: 401, Message: expect.any(String), Errors: [] });
    const unknown = await t.app.inject({ url: '/api/v2/anything', headers: { apiToken: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    const legacy = await t.app.inject({ url: '/api/v1/country/active', headers: { token: 'second-key' } });
    expect(legacy.statusCode).toBe(200);
  });

  it('answers an unknown call with a JSON 404 and never a stack trace', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: withKey });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ StatusCode: 404 });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/nl' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document listing the routes, and a docs page', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/country/active',
        '/api/v1/Cookie/latest',
        '/api/v1/location',
        '/api/v1/global/eventtypes',
      ]),
    );
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe.each(engines)('the site on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('redirects / to /nl with a 365-day language cookie', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/nl');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/i18n_redirected=nl/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('redirects / to the language of the cookie', async () => {
    const res = await t.app.inject({ url: '/', cookies: { i18n_redirected: 'en' } });
    expect(res.headers.location).toBe('/en');
  });

  it('sets the language cookie only on the root redirect', async () => {
    const res = await t.app.inject({ url: '/en' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['/nl', 'nl'],
    ['/en', 'en'],
    ['/nl/locaties', 'nl'],
    ['/en/locations', 'en'],
    ['/en/events', 'en'],
    ['/nl/evenementen', 'nl'],
  ])('serves %s with lang=%s', async (url, lang) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.body).toContain('<meta name="api-token" content="test-key">');
  });

  it('sends a page that moved on to its current path for good, keeping the query', async () => {
    const res = await t.app.inject({ url: '/nl/locaties/12/de-werf/werkplekken?datum=2026-12-01' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nl/locaties/12/de-werf/flexplekken?datum=2026-12-01');
    const current = await t.app.inject({ url: '/en/locations/12/de-werf/workspaces' });
    expect(current.statusCode).not.toBe(301);
  });

  it.each(['/nl/deze-pagina-bestaat-niet', '/en/nope/nope/nope', '/xx', '/nl/locations'])(
    'answers %s with the not-found page and status 404',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );
});

describe.each(engines)('location pages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 5 });
  });
  afterAll(async () => t.close());

  it('are pages while the location is live, and 404 for an id that is not', async () => {
    const live = await t.database.db
      .selectFrom('locations')
      .select(['id', 'slug'])
      .where('status', '=', 'live')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const url of [
      `/nl/locaties/${live.id}/${live.slug}`,
      `/en/locations/${live.id}/${live.slug}/reviews`,
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    // At another slug (an old name, a typo): for good at its own path, query kept, tab kept.
    const moved = [
      [
        `/nl/locaties/${live.id}/any-slug?datum=2026-12-01`,
        `/nl/locaties/${live.id}/${live.slug}?datum=2026-12-01`,
      ],
      [`/en/locations/${live.id}/x/reviews`, `/en/locations/${live.id}/${live.slug}/reviews`],
    ];
    for (const [url, to] of moved) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    for (const url of ['/nl/locaties/987654/x', '/en/locations/0/x/workspaces', '/nl/locaties/abc/x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    await t.database.db
      .updateTable('locations')
      .set({ status: 'pending' })
      .where('id', '=', live.id)
      .execute();
    expect((await t.app.inject({ url: `/nl/locaties/${live.id}/x` })).statusCode).toBe(404);
  });
});

describe.each(engines)('story pages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 5 });
  });
  afterAll(async () => t.close());

  it('are pages while the story exists, at its title’s slug (301 from another), and 404 for a key that is not', async () => {
    const story = await t.database.db
      .selectFrom('articles')
      .select(['key', 'title'])
      .where('status', '=', 'Published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const slug = articleSlug(story.title);
    for (const url of [`/nl/verhalen/${story.key}/${slug}`, `/en/network/stories/${story.key}/${slug}`])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const moved = [
      [`/en/stories/${story.key}/old-title?ref=mail`, `/en/stories/${story.key}/${slug}?ref=mail`],
      [`/nl/netwerk/verhalen/${story.key}/x`, `/nl/netwerk/verhalen/${story.key}/${slug}`],
    ];
    for (const [url, to] of moved) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    for (const url of ['/nl/verhalen/nokeyhere123/x', `/en/network/stories/${story.key}x/${slug}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    // A deleted story's links are gone.
    await t.database.db
      .updateTable('articles')
      .set({ deleted_at: '2026-11-27T12:00:00.000Z' } as never)
      .where('key', '=', story.key)
      .execute();
    expect((await t.app.inject({ url: `/nl/verhalen/${story.key}/${slug}` })).statusCode).toBe(404);
  });
});

describe('the built web files', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const script = 'console.log("hello, hello, hello, hello");\n'.repeat(50);
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="nl"><head></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets/app-1.js'), script);
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(script));
    t = await createTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the compressed file the build made, by Accept-Encoding, and the plain one otherwise', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ url: '/assets/app-1.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
