import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connect.ts';
import { generateDemoData } from '../demo/generate.ts';

// Every request is logged (info level) into memory; no password, token, pin or link key may show.
describe('log lines', () => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await generateDemoData(database.db, { password: TEST_PASSWORD, locations: 3 });
    app = await buildApp({
      config: {
        apiKeys: ['log-test-key'],
        webDist: '/nonexistent',
        logLevel: 'info',
        quoteSecret: 'q'.repeat(20),
      },
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('carry no password, profile token, login cookie, pin or link key', async () => {
    const headers = { apiToken: 'log-test-key' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers,
      payload: { email: 'booker@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().ProfileToken as string;
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    await app.inject({ url: '/api/v1/profile/state', headers: { ...headers, profileToken: token, cookie } });
    await app.inject({
      method: 'POST',
      url: '/api/v1/login/reset',
      headers,
      payload: { Email: 'booker@example.com', LocalePrefix: 'en' },
    });
    const mail = await database.db
      .selectFrom('outbox')
      .select('text_body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const key = /token=([\w-]+)/.exec(mail.text_body)?.[1] as string;
    const pin = /code: (\d{6})/.exec(mail.text_body)?.[1] as string;
    await app.inject({ url: `/en/set-password?token=${key}&pin=${pin}` });
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/v2/login/password',
      headers,
      payload: { Token: key, Pin: pin, Password: 'Nieuw-wachtwoord-9' },
    });
    // The new password ended every earlier session: the reset's own session goes on.
    const newToken = reset.json().ProfileToken as string;
    const feed = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/calendar',
      headers: { ...headers, profileToken: newToken },
    });
    const feedKey = /\/calendar\/([\w-]+)\.ics/.exec(feed.json().Url)?.[1] as string;
    expect((await app.inject({ url: `/calendar/${feedKey}.ics` })).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/en/set-password?token=***');
    expect(log).toContain('/calendar/***');
    for (const secret of [
      feedKey,
      TEST_PASSWORD,
      'Nieuw-wachtwoord-9',
      token,
      newToken,
      cookie.split('=')[1] as string,
      key,
      pin,
      'log-test-key',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
