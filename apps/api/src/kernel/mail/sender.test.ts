import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test/db.ts';
import { createOutboxRepository, enqueueMail } from './outbox.queries.ts';
import { createOutboxSender, MAX_ATTEMPTS, smtpTransport } from './sender.ts';

/** A local SMTP server (the smtp-server package): records what arrives, or refuses it. */
async function startSmtp(refuse: () => boolean) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        if (refuse()) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 450 });
          return callback(error);
        }
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(engines)('the outbox sender on %s', (engine) => {
  let database: TestDatabase;
  let refusing = false;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtp(() => refusing);
  });
  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  const queue = (subject: string) =>
    enqueueMail(
      database.db,
      {
        kind: 'test',
        toEmail: 'anna@example.org',
        toName: 'Anna Bakker',
        languageId: 65,
        subject,
        text: 'Hello https://example.org/x',
        attachments: [
          {
            filename: 'reservation.ics',
            contentType: 'text/calendar',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
          },
        ],
      },
      new Date(),
    );

  it('delivers queued mails over SMTP with their attachment and marks them sent', async () => {
    const id = await queue('Your booking');
    const sender = createOutboxSender({
      outbox: createOutboxRepository(database.db),
      transport: smtpTransport(smtp.url, 'Meetspace <no-reply@meetspace.example>'),
    });
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Your booking');
    expect(smtp.received[0]).toContain('reservation.ics');
    expect(smtp.received[0]).toMatch(/To: Anna Bakker <anna@example.org>/);
    const row = await createOutboxRepository(database.db).byId(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('retries a refused mail later, backing off, and gives up after the last attempt', async () => {
    refusing = true;
    let clock = new Date('2026-11-23T08:00:00Z');
    const id = await queue('Refused');
    const sender = createOutboxSender({
      outbox: createOutboxRepository(database.db),
      transport: smtpTransport(smtp.url, 'no-reply@meetspace.example'),
      now: () => clock,
    });
    const repo = createOutboxRepository(database.db);
    expect(await sender.runOnce()).toBe(0);
    let row = await repo.byId(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toContain('mailbox unavailable');
    // Not due yet: nothing is tried.
    await sender.runOnce();
    expect((await repo.byId(id))?.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 24 * 3_600_000);
      await sender.runOnce();
    }
    row = await repo.byId(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    refusing = false;
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await sender.runOnce();
    expect((await repo.byId(id))?.status).toBe('failed');
    await sender.stop();
  });
});
