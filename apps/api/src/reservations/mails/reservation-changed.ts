import { minutesToTime } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { type MailAddressee, reservationMail } from './reservation-mail.ts';

export interface ChangedInput extends MailAddressee {
  /** The new period. */
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  /** The signed link to manage the reservation (it works until the reservation ends). */
  manageUrl: string;
}

const TEXT = {
  nl: {
    subject: (id: number) => `Reservering #${id} verplaatst`,
    body: (name: string, id: number, when: string) =>
      `Beste ${name},\n\nJe reservering #${id} is verplaatst naar ${when}.`,
    manage: 'Bekijken, verplaatsen, annuleren of downloaden (ook zonder account):',
  },
  en: {
    subject: (id: number) => `Reservation #${id} moved`,
    body: (name: string, id: number, when: string) =>
      `Dear ${name},\n\nYour reservation #${id} has moved to ${when}.`,
    manage: 'View, move, cancel or download it (no account needed):',
  },
} as const;

/** The move of a reservation to another period, in the booker's language. */
export function reservationChangedMail(input: ChangedInput): Mail {
  const t = TEXT[input.locale];
  const days = `${input.startDate}${input.endDate !== input.startDate ? ` – ${input.endDate}` : ''}`;
  const when = `${days}, ${minutesToTime(input.startMinutes)}–${minutesToTime(input.endMinutes)}`;
  return reservationMail(input, 'reservation-changed', {
    subject: t.subject(input.reservationId),
    text: `${t.body(input.bookerName, input.reservationId, when)}\n\n${t.manage}\n${input.manageUrl}`,
  });
}
