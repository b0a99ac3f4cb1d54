import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { type MailAddressee, reservationMail } from './reservation-mail.ts';

const TEXT = {
  nl: {
    subject: (id: number) => `Je link om reservering #${id} te beheren`,
    body: (name: string, id: number, url: string) =>
      `Beste ${name},\n\nJe vroeg om de link van reservering #${id}. Hiermee kun je de reservering bekijken, verplaatsen, annuleren en downloaden, ook zonder account:\n\n${url}\n\nHeb je hier niet om gevraagd? Dan kun je deze e-mail negeren.`,
  },
  en: {
    subject: (id: number) => `Your link to manage reservation #${id}`,
    body: (name: string, id: number, url: string) =>
      `Dear ${name},\n\nYou asked for the link of reservation #${id}. With it you can view, move, cancel and download the reservation, no account needed:\n\n${url}\n\nDid you not ask for this? Then you can ignore this e-mail.`,
  },
} as const;

/** The mail "find my booking" sends: the reservation's manage link, in the language asked for. */
export function reservationManageLinkMail(input: MailAddressee & { manageUrl: string }): Mail {
  const t = TEXT[input.locale];
  return reservationMail(input, 'reservation-manage-link', {
    subject: t.subject(input.reservationId),
    text: t.body(input.bookerName, input.reservationId, input.manageUrl),
  });
}
