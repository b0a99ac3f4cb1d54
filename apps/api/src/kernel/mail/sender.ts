import nodemailer from 'nodemailer';
import type { createOutboxRepository, MailAttachment, OutboxRow } from './outbox.queries.ts';

/** Delivers one mail, or throws. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close?(): void;
}

/** The real transport: nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://...`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const attachments = (JSON.parse(mail.attachments) as MailAttachment[]).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        encoding: a.encoding,
      }));
      await transporter.sendMail({
        from,
        to: mail.to_name ? { name: mail.to_name, address: mail.to_email } : mail.to_email,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        attachments,
      });
    },
    close: () => transporter.close(),
  };
}

/** Attempts before a mail is marked failed, and the wait before each retry (minutes: 1, 4, 16, 64). */
export const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempt: number) => 4 ** (attempt - 1) * 60_000;

/**
 * The outbox sender: every `intervalMs` it delivers the mails whose turn has come, one at a time;
 * a failure is retried later (backing off) until MAX_ATTEMPTS, then the mail is marked failed.
 */
export function createOutboxSender(deps: {
  outbox: ReturnType<typeof createOutboxRepository>;
  transport: MailTransport;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}) {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (const mail of await deps.outbox.due(now().toISOString(), 20)) {
      try {
        await deps.transport.send(mail);
        await deps.outbox.markSent(mail.id, now().toISOString());
        sent += 1;
      } catch (error) {
        const attempt = mail.attempts + 1;
        const retryAt =
          attempt >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(attempt)).toISOString();
        await deps.outbox.markFailed(mail, error instanceof Error ? error.message : String(error), retryAt);
        deps.log?.warn({ mailId: mail.id, attempt, err: error }, 'mail delivery failed');
      }
    }
    return sent;
  }

  return {
    runOnce,
    start(intervalMs = 5_000) {
      timer = setInterval(() => {
        running ??= runOnce().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      deps.transport.close?.();
    },
  };
}
