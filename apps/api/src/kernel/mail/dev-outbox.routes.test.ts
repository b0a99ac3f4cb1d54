import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { enqueueMail } from './outbox.queries.ts';

describe('the development outbox page', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    off = await createTestApp('sqlite', { devOutbox: false });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('lists the mails and shows one with clickable links, everything escaped', async () => {
    const id = await enqueueMail(
      t.database.db,
      {
        kind: 'account-activation',
        toEmail: 'lotte@example.org',
        languageId: 52,
        subject: 'Activeer <je> account',
        text: 'Kies een wachtwoord: http://localhost:3000/nl/wachtwoord-instellen?token=abc\n<script>alert(1)</script>',
      },
      new Date(),
    );
    const list = await t.app.inject({ url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Activeer &lt;je&gt; account');
    const one = await t.app.inject({ url: `/dev/outbox/${id}` });
    expect(one.body).toContain('<a href="http://localhost:3000/nl/wachtwoord-instellen?token=abc">');
    expect(one.body).toContain('&lt;script&gt;');
    expect(one.body).not.toContain('<script>');
    expect((await t.app.inject({ url: '/dev/outbox/999999' })).statusCode).toBe(404);
  });

  it('is not there when switched off (production)', async () => {
    expect((await off.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
