import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { renderDemoImage } from './demo-images.ts';

describe('the demo images', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: true, locations: 40 });
  });
  afterAll(async () => t.close());

  it('serves a location picture as a 1024x768 JPEG, without an API key, cacheable with an ETag', async () => {
    const res = await get('/images/locations/7.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
  });

  it('sends WebP, smaller, to a browser that accepts it, under the same URL', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await get('/images/locations/7.jpg?w=640', { accept });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    const jpeg = await get('/images/locations/7.jpg?w=640', { accept: 'image/*,*/*;q=0.8' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
    // A refusal of WebP is honoured.
    const refused = await get('/images/locations/7.jpg?w=640', { accept: 'image/webp;q=0, image/*' });
    expect(refused.headers['content-type']).toBe('image/jpeg');
  });

  it('serves space pictures the same way', async () => {
    const res = await get('/images/spaces/40.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 768,
    });
  });

  it('draws the same bytes for the same n every time, and a different picture for another n or kind', async () => {
    const first = (await get('/images/locations/3.jpg')).rawPayload;
    const second = (await get('/images/locations/3.jpg')).rawPayload;
    expect(second.equals(first)).toBe(true);
    // Not only the cache: a fresh render gives the same bytes.
    const fresh = await renderDemoImage({ kind: 'locations', n: 3, width: 1024, height: 768 });
    expect(fresh.equals(first)).toBe(true);

    const others = await Promise.all(
      ['/images/locations/4.jpg', '/images/locations/6.jpg', '/images/spaces/3.jpg'].map(
        async (url) => (await get(url)).rawPayload,
      ),
    );
    for (const other of others) expect(other.equals(first)).toBe(false);
    const etags = await Promise.all(
      ['/images/locations/3.jpg', '/images/locations/4.jpg'].map(
        async (url) => (await get(url)).headers.etag,
      ),
    );
    expect(etags[0]).not.toBe(etags[1]);
  });

  it('gives the smaller sizes of the spec with ?w=', async () => {
    for (const [width, height] of [
      [160, 120],
      [320, 240],
      [640, 480],
      [1024, 768],
    ] as const) {
      const res = await get(`/images/spaces/12.jpg?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
    const big = await get('/images/spaces/12.jpg');
    const small = await get('/images/spaces/12.jpg?W=320');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    expect(small.headers.etag).not.toBe(big.headers.etag);
  });

  it('answers 304 to a request that already holds the picture', async () => {
    const first = await get('/images/locations/9.jpg');
    const etag = first.headers.etag as string;
    const again = await get('/images/locations/9.jpg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/images/locations/9.jpg', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/images/locations/9.jpg', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/images/spaces/1.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBe(0);
  });

  it('is the site not-found page for anything that is not a demo picture', async () => {
    for (const url of [
      '/images/rooms/1.jpg',
      '/images/locations/0.jpg',
      '/images/locations/61.jpg',
      '/images/locations/abc.jpg',
      '/images/locations/01.jpg',
      '/images/locations/1.png',
      '/images/locations/1.5.jpg',
      '/images/locations/-1.jpg',
      '/images/locations/99999999999999999999.jpg',
      '/images/spaces/41.jpg',
      '/images/spaces/1.jpg?w=500',
      '/images/spaces/1.jpg?w=abc',
      '/images/spaces/1.jpg?w=320&w=640',
      '/images/spaces/1.jpg/more',
      '/images/spaces',
      '/images/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves every picture the demo data points at', async () => {
    const locationUrls = await t.database.db.selectFrom('location_images').select('url').distinct().execute();
    const spaceUrls = await t.database.db
      .selectFrom('spaces')
      .select('image_url as url')
      .distinct()
      .where('image_url', 'is not', null)
      .execute();
    const urls = [...locationUrls, ...spaceUrls].map((row) => row.url as string);
    expect(urls.some((url) => url.startsWith('/images/locations/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/images/spaces/'))).toBe(true);
    for (const url of urls) {
      const res = await get(`${url}?w=160`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/jpeg');
    }
  });

  it('is not part of the API documentation', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.includes('images'))).toEqual([]);
  });
});
