import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OutboxTable } from '../../db/schema-booking.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The content as text (calendar files) or base64 (binary, with `encoding: 'base64'`). */
  content: string;
  encoding?: 'base64';
}

export interface Mail {
  kind: string;
  toEmail: string;
  toName?: string | null;
  languageId: number;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  reservationId?: number | null;
  profileId?: number | null;
}

export type OutboxRow = Selectable<OutboxTable>;

/** Queues a mail in the outbox; call it inside the transaction of the change it reports. */
export async function enqueueMail(db: Kysely<DB>, mail: Mail, now: Date): Promise<number> {
  const row: Insertable<OutboxTable> = {
    kind: mail.kind,
    to_email: mail.toEmail,
    to_name: mail.toName ?? null,
    language_id: mail.languageId,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    attachments: JSON.stringify(mail.attachments ?? []),
    reservation_id: mail.reservationId ?? null,
    profile_id: mail.profileId ?? null,
    created_at: now.toISOString(),
    sent_at: null,
    next_attempt_at: null,
    last_error: null,
  };
  const inserted = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Reads of the outbox (the mail log of a reservation, the sender's queue). */
/** Whether a mail of a kind about a reservation was queued since an instant. */
export async function mailedSince(
  db: Kysely<DB>,
  mail: { reservationId: number; kind: string; sinceIso: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('reservation_id', '=', mail.reservationId)
    .where('kind', '=', mail.kind)
    .where('created_at', '>=', mail.sinceIso)
    .executeTakeFirst();
  return row !== undefined;
}

export function createOutboxRepository(db: Kysely<DB>) {
  return {
    /** Queued mails whose turn has come, oldest first. */
    due(nowIso: string, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async markSent(id: number, nowIso: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: nowIso,
          attempts: eb('attempts', '+', 1),
          last_error: null,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Records a failed attempt: try again later, or give up after the last attempt. */
    async markFailed(row: OutboxRow, error: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          attempts: row.attempts + 1,
          last_error: error.slice(0, 1000),
          status: retryAt === null ? 'failed' : 'queued',
          next_attempt_at: retryAt,
        })
        .where('id', '=', row.id)
        .execute();
    },

    /** The newest mails, for the development outbox page. */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    byId(id: number): Promise<OutboxRow | undefined> {
      return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
