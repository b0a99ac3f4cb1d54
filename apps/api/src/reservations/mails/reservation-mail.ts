import type { Locale } from '@meetspace/domain';
import type { Mail, MailAttachment } from '../../kernel/mail/outbox.queries.ts';

/** Whom a reservation's mail goes to (its booker), in which language, and what it is about. */
export interface MailAddressee {
  locale: Locale;
  languageId: number;
  reservationId: number;
  profileId: number | null;
  bookerName: string;
  bookerEmail: string;
}

/** A mail about a reservation to its booker (the mail log lists it under the reservation). */
export function reservationMail(
  to: MailAddressee,
  kind: string,
  content: { subject: string; text: string; attachments?: MailAttachment[] },
): Mail {
  return {
    kind,
    toEmail: to.bookerEmail,
    toName: to.bookerName,
    languageId: to.languageId,
    subject: content.subject,
    text: content.text,
    ...(content.attachments ? { attachments: content.attachments } : {}),
    reservationId: to.reservationId,
    profileId: to.profileId,
  };
}
