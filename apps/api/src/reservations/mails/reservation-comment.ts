import { type Locale, localizedPath } from '@meetspace/domain';
import { addressedMail, type MailAddressee } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

const TEXT = {
  nl: {
    subject: (title: string) => `Nieuwe opmerking bij ${title}`,
    greeting: (name: string) => `Beste ${name},`,
    body: (who: string, title: string) => `${who} schreef een opmerking bij de reservering "${title}":`,
    link: 'Lees en reageer',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    subject: (title: string) => `New comment on ${title}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (who: string, title: string) => `${who} wrote a comment on the reservation "${title}":`,
    link: 'Read and reply',
    closing: 'Kind regards,\nMeetspace',
  },
} as const;

/** To the booker or an administrator: someone else commented on a reservation, with the comment and its page. */
export function reservationCommentMail(
  to: MailAddressee & { locale: Locale },
  facts: { reservationId: number; title: string; author: string; comment: string },
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const path = localizedPath('my-reservation-comments', to.locale, { id: facts.reservationId });
  return addressedMail(
    to,
    'reservation-comment',
    t.subject(facts.title),
    [
      t.greeting(to.name),
      '',
      t.body(facts.author, facts.title),
      '',
      facts.comment,
      '',
      `${t.link}: ${publicUrl.replace(/\/$/, '')}${path}`,
      '',
      t.closing,
    ],
    { reservationId: facts.reservationId },
  );
}
