import { minutesToTime } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { type MailAddressee, reservationMail } from './reservation-mail.ts';

export interface ChangedInput extends MailAddressee {
  /** The new period. */
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
}

const TEXT = {
  nl: {
    subject: (id: number) => `Reservering #${id} verplaatst`,
    body: (name: string, id: number, when: string) =>
      `Beste ${name},\n\nJe reservering #${id} is verplaatst naar ${when}.`,
  },
  en: {
    subject: (id: number) => `Reservation #${id} moved`,
    body: (name: string, id: number, when: string) =>
      `Dear ${name},\n\nYour reservation #${id} has moved to ${when}.`,
  },
} as const;

/** The move of a reservation to another period, in the booker's language. */
export function reservationChangedMail(input: ChangedInput): Mail {
  const t = TEXT[input.locale];
  const days = `${input.startDate}${input.endDate !== input.startDate ? ` – ${input.endDate}` : ''}`;
  const when = `${days}, ${minutesToTime(input.startMinutes)}–${minutesToTime(input.endMinutes)}`;
  return reservationMail(input, 'reservation-changed', {
    subject: t.subject(input.reservationId),
    text: t.body(input.bookerName, input.reservationId, when),
  });
}
