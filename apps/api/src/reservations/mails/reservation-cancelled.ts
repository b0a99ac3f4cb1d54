import { CANCEL_REASON_LABELS, type CancelReason, formatMoney } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { type MailAddressee, reservationMail } from './reservation-mail.ts';

export interface CancelledInput extends MailAddressee {
  locationName: string;
  startDate: string;
  reasonType: number;
  reason: string | null;
  feePercentage: number;
  feeCents: number;
  /** What was paid when it was cancelled. */
  paidCents: number;
}

const TEXT = {
  nl: {
    subject: (id: number) => `Reservering #${id} geannuleerd`,
    greeting: (name: string) => `Beste ${name},`,
    cancelled: (id: number, location: string, date: string) =>
      `Je reservering #${id} bij ${location} op ${date} is geannuleerd.`,
    reason: 'Reden',
    fee: (money: string, percentage: number) => `Annuleringskosten: ${money} (${percentage}%)`,
    free: 'Er zijn geen annuleringskosten.',
    back: (money: string) =>
      `Je krijgt ${money} terug, zoals je betaalde: tegoed staat meteen weer in je portemonnee, een online betaling staat binnen een paar werkdagen op je rekening of kaart. Betaalde je per overschrijving, dan nemen we contact met je op.`,
  },
  en: {
    subject: (id: number) => `Reservation #${id} cancelled`,
    greeting: (name: string) => `Dear ${name},`,
    cancelled: (id: number, location: string, date: string) =>
      `Your reservation #${id} at ${location} on ${date} is cancelled.`,
    reason: 'Reason',
    fee: (money: string, percentage: number) => `Cancellation fee: ${money} (${percentage}%)`,
    free: 'There is no cancellation fee.',
    back: (money: string) =>
      `You get ${money} back the way you paid: credits are back in your wallet at once, an online payment reaches your account or card within a few working days. If you paid by bank transfer, we will contact you.`,
  },
} as const;

/** The cancellation of a reservation in the booker's language: why, what it costs, what goes back. */
export function reservationCancelledMail(input: CancelledInput): Mail {
  const t = TEXT[input.locale];
  const label = CANCEL_REASON_LABELS[input.reasonType as CancelReason]?.[input.locale] ?? '';
  const lines = [
    t.greeting(input.bookerName),
    '',
    t.cancelled(input.reservationId, input.locationName, input.startDate),
    `${t.reason}: ${label}${input.reason ? ` (${input.reason})` : ''}`,
    input.feeCents > 0 ? t.fee(formatMoney(input.feeCents, input.locale), input.feePercentage) : t.free,
    ...(input.paidCents > input.feeCents
      ? ['', t.back(formatMoney(input.paidCents - input.feeCents, input.locale))]
      : []),
  ];
  return reservationMail(input, 'reservation-cancelled', {
    subject: t.subject(input.reservationId),
    text: lines.join('\n'),
  });
}
