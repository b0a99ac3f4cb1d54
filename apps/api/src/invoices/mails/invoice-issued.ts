import { formatMoney, type Locale } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

const TEXT = {
  nl: {
    subject: (title: string, number: string) => `${title} ${number} van Meetspace`,
    greeting: (name: string) => `Beste ${name},`,
    body: (title: string, number: string, key: string) =>
      `In de bijlage vind je ${title.toLowerCase()} ${number} voor je reservering ${key}.`,
    pay: (amount: string, due: string) =>
      `Graag ontvangen we ${amount} vóór ${due}; de betaalgegevens staan op de factuur.`,
    refund: (amount: string) => `Het te veel betaalde bedrag van ${amount} betalen we je terug.`,
    paid: 'Deze factuur is al betaald.',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    subject: (title: string, number: string) => `${title} ${number} from Meetspace`,
    greeting: (name: string) => `Dear ${name},`,
    body: (title: string, number: string, key: string) =>
      `Attached is ${title.toLowerCase()} ${number} for your reservation ${key}.`,
    pay: (amount: string, due: string) =>
      `Please pay ${amount} before ${due}; the payment details are on the invoice.`,
    refund: (amount: string) => `We will refund the ${amount} paid in excess.`,
    paid: 'This invoice has already been paid.',
    closing: 'Kind regards,\nMeetspace',
  },
} as const;

/** The mail that brings an issued invoice (its PDF attached) in the reservation's language. */
export function invoiceIssuedMail(m: {
  locale: Locale;
  languageId: number;
  toEmail: string;
  toName: string;
  title: string;
  number: string;
  reservationKey: string;
  reservationId: number;
  profileId: number | null;
  openCents: number;
  dueDate: string | null;
  pdf: Buffer;
}): Mail {
  const t = TEXT[m.locale];
  const money = (c: number) => formatMoney(c, m.locale);
  const next =
    m.openCents > 0
      ? t.pay(money(m.openCents), m.dueDate ?? '')
      : m.openCents < 0
        ? t.refund(money(-m.openCents))
        : t.paid;
  return {
    kind: 'invoice-issued',
    toEmail: m.toEmail,
    toName: m.toName,
    languageId: m.languageId,
    subject: t.subject(m.title, m.number),
    text: [t.greeting(m.toName), '', t.body(m.title, m.number, m.reservationKey), next, '', t.closing].join(
      '\n',
    ),
    attachments: [
      {
        filename: `factuur-${m.number}.pdf`,
        contentType: 'application/pdf',
        content: m.pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
    reservationId: m.reservationId,
    profileId: m.profileId,
  };
}
