import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('profiles on %s', (engine) => {
  let t: TestApp;
  let booker: { profileToken: string; id: number };
  let host: { profileToken: string; id: number };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: object = {},
  ) => t.app.inject({ method, url: `/api${url}`, headers: { ...withKey, ...headers }, payload });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const as = async (email: string) => {
      const p = await t.database.db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { id: p.id, profileToken: await issueSession(t, p.id, NOW) };
    };
    booker = await as('booker@example.com');
    host = await as('host@example.com');
  });
  afterAll(async () => t.close());
  const auth = (who: { profileToken: string }) => ({ profileToken: who.profileToken });

  it('shows only public fields of a member, 404 for an unknown one', async () => {
    const res = await call('GET', `/v1/profile/${booker.id}/public`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'Bio',
      'City',
      'CompanyName',
      'Email',
      'FirstName',
      'FullName',
      'Id',
      'ImageUrl',
      'Knowledge',
      'LastName',
      'Phone',
      'Tags',
      'WorkingOn',
    ]);
    // E-mail and phone only when the member shares them (the people area's tests share them).
    expect(res.json()).toMatchObject({ Email: null, Phone: null });
    expect(res.body).not.toContain('booker@example.com');
    expect((await call('GET', '/v1/profile/99999999/public')).statusCode).toBe(404);
  });

  it('lets a member change their own profile (401 without a token, 400 for bad input)', async () => {
    expect((await call('PUT', '/v1/profile', { Bio: 'x' })).statusCode).toBe(401);
    const res = await call(
      'PUT',
      '/v1/profile',
      { bio: 'Facilitator', Phone: '+31 6 1111 2222', Language: 'en' },
      auth(booker),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: booker.id,
      Bio: 'Facilitator',
      Phone: '+31 6 1111 2222',
      LanguageId: 65,
    });
    expect((await call('PUT', '/v1/profile', { FirstName: '' }, auth(booker))).statusCode).toBe(400);
  });

  it('stores a JPEG or PNG picture in four sizes and refuses anything else', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const res = await call(
      'PUT',
      '/v1/profile/image',
      { Image: `data:image/png;base64,${png.toString('base64')}` },
      auth(booker),
    );
    expect(res.statusCode).toBe(200);
    const { Images, ImageUrl } = res.json();
    expect(Object.keys(Images).sort()).toEqual(['1024x768', '160x120', '320x240', '640x480']);
    expect(ImageUrl).toBe(Images['640x480']);
    for (const [size, url] of Object.entries(Images as Record<string, string>)) {
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
      expect(meta.format).toBe('jpeg');
    }
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refused = await call('PUT', '/v1/profile/image', { Image: gif.toString('base64') }, auth(booker));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Only JPEG and PNG images are accepted');
    expect(
      (await call('PUT', '/v1/profile/image', { Image: 'bm90IGFuIGltYWdl' }, auth(booker))).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/v1/profile/image', { Image: '***' }, auth(booker))).statusCode).toBe(400);
    expect((await call('PUT', '/v1/profile/image', { Image: png.toString('base64') })).statusCode).toBe(401);
  });

  it('deletes only yourself, only with the confirmation, and keeps the bookings', async () => {
    expect((await call('DELETE', `/v1/profile/${host.id}?confirm=true`)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/v1/profile/${host.id}?confirm=true`, undefined, auth(booker))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v1/profile/${booker.id}`, undefined, auth(booker))).statusCode).toBe(400);
    const db = t.database.db;
    const before = await db
      .selectFrom('reservations')
      .select('id')
      .where('profile_id', '=', booker.id)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const res = await call('DELETE', `/v1/profile/${booker.id}?confirm=true`, undefined, auth(booker));
    expect(res.json()).toBe(true);
    expect((await call('GET', '/v1/profile/state', undefined, auth(booker))).statusCode).toBe(401);
    expect(
      (await call('POST', '/v1/login', { email: 'booker@example.com', password: TEST_PASSWORD })).statusCode,
    ).toBe(404);
    const kept = await db
      .selectFrom('reservations')
      .select('profile_id')
      .where(
        'id',
        'in',
        before.map((r) => r.id),
      )
      .execute();
    expect(kept).toHaveLength(before.length);
    expect(kept.every((r) => r.profile_id === null)).toBe(true);
  });

  it('fetches the member for the long-term login cookie (login sync)', async () => {
    const login = await call('POST', '/v1/login', { email: 'host@example.com', password: TEST_PASSWORD });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const fetched = await call('POST', '/v1/profile/fetch', undefined, { cookie });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ Email: 'host@example.com', ProfileToken: expect.any(String) });
    expect((await call('POST', '/v1/profile/fetch')).statusCode).toBe(401);
  });
});
