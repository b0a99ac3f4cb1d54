import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import type { EventRow } from '../event-rows.ts';
import type { EventWhenWhere } from '../events.events.ts';
import {
  FRAME,
  type Participant,
  participantMail,
  ticketLink,
  whenOf,
  whereOf,
} from './registration-text.ts';

const TEXT = {
  nl: {
    moved: {
      subject: (n: string) => `Gewijzigd: ${n}`,
      body: 'De organisator heeft de datum, tijd of plaats van het evenement gewijzigd.',
      from: 'Was',
      to: 'Wordt',
      cancel: 'Kun je niet meer? Annuleer met één klik op je ticket',
    },
    message: (n: string) => `Bericht van de organisator van ${n}:`,
  },
  en: {
    moved: {
      subject: (n: string) => `Changed: ${n}`,
      body: "The organizer changed the event's date, time or place.",
      from: 'Was',
      to: 'Now',
      cancel: 'Can you no longer come? Cancel with one click on your ticket',
    },
    message: (n: string) => `A message from the organizer of ${n}:`,
  },
} as const;

const whenWhereOfBefore = (b: EventWhenWhere) => ({
  start_date: b.StartDate,
  end_date: b.EndDate,
  start_minutes: b.StartMinutes,
  end_minutes: b.EndMinutes,
  location_name: b.LocationName,
  address: b.Address,
  city: b.City,
  is_online: b.IsOnline,
});

/** The event moved: from … to …, with the ticket link where one click cancels. */
export function participantMovedMail(
  to: Participant,
  e: EventRow,
  before: EventWhenWhere,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale].moved;
  const b = whenWhereOfBefore(before);
  const line = (x: typeof b | EventRow) =>
    [whenOf(x, to.locale), whereOf(x, to.locale)].filter(Boolean).join(', ');
  return participantMail(to, 'event-participant-moved', t.subject(e.name), [
    t.body,
    '',
    `${t.from}: ${line(b)}`,
    `${t.to}: ${line(e)}`,
    '',
    `${t.cancel}: ${ticketLink(publicUrl, to.locale, e, to.r.key)}`,
  ]);
}

/** The organizers' message, in the participant's language's frame, with their ticket link. */
export function participantMessageMail(
  to: Participant,
  e: EventRow,
  message: { subject: string; body: string },
  publicUrl: string,
): Mail {
  return participantMail(to, 'event-participant-message', message.subject, [
    TEXT[to.locale].message(e.name),
    '',
    message.body,
    '',
    `${FRAME[to.locale].ticket}: ${ticketLink(publicUrl, to.locale, e, to.r.key)}`,
  ]);
}
