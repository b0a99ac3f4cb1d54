import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OutboxTable } from '../db/schema-booking.ts';

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
    last_error: null,
  };
  const inserted = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Reads of the outbox (the mail log of a reservation, the sender's queue). */
export function createOutboxRepository(db: Kysely<DB>) {
  return {
    ofReservation(reservationId: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('id')
        .execute();
    },
  };
}
