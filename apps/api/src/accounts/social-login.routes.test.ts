import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { apiCall, browserHeaders, holdMeetingRoom } from '../../test/booking.ts';

const CALLBACK = 'http://localhost:3000/nl/inloggen';
// Monday 23 November 2026 09:00 in Amsterdam for the app; guests book Thursday 26 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-26';
const ACCOUNTS: Record<
  string,
  { email: string; email_verified: boolean; given_name: string; family_name: string }
> = {
  'new-member': {
    email: 'maria.social@example.org',
    email_verified: true,
    given_name: 'Maria',
    family_name: 'Sociaal',
  },
  newcomer: {
    email: 'nina.guest@example.org',
    email_verified: true,
    given_name: 'Nina',
    family_name: 'Gast',
  },
  booker: { email: 'booker@example.com', email_verified: true, given_name: 'B', family_name: 'Ooker' },
  unverified: { email: 'shady@example.org', email_verified: false, given_name: 'S', family_name: 'H' },
};

/** A local OpenID provider (the oidc-provider package) with its development login screens. */
async function startProvider() {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'meetspace',
        client_secret: 'meetspace-secret',
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    async findAccount(_ctx, id) {
      const claims = ACCOUNTS[id];
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
    cookies: { keys: ['test-cookie-key'] },
  });
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Plays the visitor at the provider: follows redirects with cookies, logs in as `login`, consents. */
async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(CALLBACK)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair as string).split('=');
      jar.set(k as string, v.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${res.status} ${html.slice(0, 200)}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('the provider never sent the visitor back');
}

describe('social login through OpenID Connect', () => {
  let t: TestApp;
  let bare: TestApp;
  let idp: Awaited<ReturnType<typeof startProvider>>;
  const call = (app: TestApp, url: string, payload: object) =>
    app.app.inject({ method: 'POST', url: `/api${url}`, headers: withKey, payload });

  beforeAll(async () => {
    idp = await startProvider();
    t = await createTestApp('sqlite', {
      demo: true,
      now: () => START,
      oidcProviders: {
        test: { issuer: idp.issuer, clientId: 'meetspace', clientSecret: 'meetspace-secret' },
      },
    });
    bare = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    await idp.close();
  });

  const flow = async (login: string) => {
    const start = await call(t, '/v1/oauth/request/social/url', {
      ChannelId: 1,
      Provider: 'test',
      CallbackUrl: CALLBACK,
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().Url).toMatch(/code_challenge_method=S256/);
    const back = await loginAtProvider(start.json().Url, login);
    return call(t, '/v1/oauth/login', { Provider: 'test', Token: back });
  };

  it('creates an activated member from the provider and logs them in', async () => {
    const res = await flow('new-member');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Email: 'maria.social@example.org',
      FirstName: 'Maria',
      IsActivated: true,
    });
    const state = await t.app.inject({
      url: '/api/v1/profile/state',
      headers: { ...withKey, profileToken: res.json().ProfileToken },
    });
    expect(state.json().Email).toBe('maria.social@example.org');
  });

  it('logs an existing member in by their verified e-mail, and refuses an unverified one', async () => {
    const existing = await flow('booker');
    expect(existing.json()).toMatchObject({ Email: 'booker@example.com', Role: 'member' });
    const unverified = await flow('unverified');
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().Errors[0].Code).toBe('no_email');
  });

  it('attaches guest bookings of the address the provider verified, to a new or an existing member', async () => {
    let slot = 0;
    const bookAsGuest = async (email: string) => {
      slot += 1;
      const visitor = browserHeaders(`social-guest-${slot}`);
      const { cart } = await holdMeetingRoom(t, visitor, { day: DAY, startMinutes: 480 + 60 * slot });
      const call = apiCall(t);
      await call('PUT', `/v1/cart/${cart.CartKey}`, visitor, {
        Name: `Guest meeting ${slot}`,
        Contacts: [{ TypeId: 1, Name: 'Gast', Email: email }],
        CartTerms: { Accepted: true },
      });
      const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, visitor);
      expect(booked.statusCode).toBe(200);
      return booked.json().Id as number;
    };
    const owner = async (id: number) =>
      (
        await t.database.db
          .selectFrom('reservations')
          .select('profile_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).profile_id;
    const newcomers = await bookAsGuest('Nina.Guest@Example.org');
    const bookers = await bookAsGuest('booker@example.com');
    const unverifieds = await bookAsGuest('shady@example.org');
    expect(await owner(newcomers)).toBeNull();
    // A new member: created by the login, and the booking made as a guest is theirs.
    const created = await flow('newcomer');
    expect(created.statusCode).toBe(200);
    expect(await owner(newcomers)).toBe(created.json().Id);
    // An existing member logging in: their guest booking joins too, nobody else's does.
    const existing = await flow('booker');
    expect(existing.statusCode).toBe(200);
    expect(await owner(bookers)).toBe(existing.json().Id);
    expect(await owner(newcomers)).toBe(created.json().Id);
    // An address the provider did not verify attaches nothing.
    expect((await flow('unverified')).statusCode).toBe(400);
    expect(await owner(unverifieds)).toBeNull();
    const revisions = await t.database.db
      .selectFrom('reservation_revisions')
      .select(['reservation_id', 'action'])
      .where('reservation_id', 'in', [newcomers, bookers, unverifieds])
      .execute();
    expect(revisions.map((r) => [r.reservation_id, r.action]).sort()).toEqual(
      [
        [newcomers, 'attach-account'],
        [bookers, 'attach-account'],
      ].sort(),
    );
  });

  it('refuses a replayed or forged callback', async () => {
    const start = await call(t, '/v1/oauth/request/social/url', { Provider: 'test', CallbackUrl: CALLBACK });
    const back = await loginAtProvider(start.json().Url, 'new-member');
    expect((await call(t, '/v1/oauth/login', { Provider: 'test', Token: back })).statusCode).toBe(200);
    const replay = await call(t, '/v1/oauth/login', { Provider: 'test', Token: back });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Errors[0].Code).toBe('unknown_state');
    const forged = await call(t, '/v1/oauth/login', {
      Provider: 'test',
      Token: `${CALLBACK}?code=abc&state=made-up`,
    });
    expect(forged.json().Errors[0].Code).toBe('unknown_state');
  });

  it('says clearly when a provider is not configured', async () => {
    for (const app of [t, bare]) {
      const res = await call(app, '/v1/oauth/request/social/url', {
        Provider: 'google',
        CallbackUrl: CALLBACK,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        Message: 'Social login with "google" is not configured on this server',
      });
    }
    expect(
      (await call(t, '/v1/oauth/request/social/url', { Provider: 'test', CallbackUrl: 'ftp://x' }))
        .statusCode,
    ).toBe(400);
  });
});
