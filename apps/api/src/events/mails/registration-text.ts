import {
  centsToEuros,
  eventSlug,
  formatLongDate,
  type Locale,
  languageIdForLocale,
  localizedPath,
  minutesToTime,
} from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import type { EventRow } from '../event-rows.ts';
import type { RegistrationRow } from '../registrations.queries.ts';

/** A participant addressed in their language. */
export interface Participant {
  locale: Locale;
  r: RegistrationRow;
}

/** The frame of every mail of the area: greeting and closing in the addressee's language. */
export const FRAME = {
  nl: {
    greeting: (name: string) => (name ? `Beste ${name},` : 'Beste,'),
    closing: 'Met vriendelijke groet,\nMeetspace',
    when: 'Wanneer',
    where: 'Waar',
    online: 'Online',
    ticket: 'Je ticket',
    calendar: 'In je agenda',
  },
  en: {
    greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
    closing: 'Kind regards,\nMeetspace',
    when: 'When',
    where: 'Where',
    online: 'Online',
    ticket: 'Your ticket',
    calendar: 'Add to your calendar',
  },
} as const;

/** The date and time of an event ("woensdag 9 december 2026, 10:00–12:00"). */
export function whenOf(
  e: Pick<EventRow, 'start_date' | 'end_date' | 'start_minutes' | 'end_minutes'>,
  locale: Locale,
): string {
  const days =
    e.start_date === e.end_date
      ? formatLongDate(e.start_date, locale)
      : `${formatLongDate(e.start_date, locale)} – ${formatLongDate(e.end_date, locale)}`;
  return `${days}, ${minutesToTime(e.start_minutes)}–${minutesToTime(e.end_minutes)}`;
}

/** Where an event takes place (the place, and online when it is). */
export function whereOf(
  e: Pick<EventRow, 'location_name' | 'address' | 'city' | 'is_online'>,
  locale: Locale,
): string {
  const place = [e.location_name, e.address, e.city].filter(Boolean).join(', ');
  if (e.is_online === 'online') return FRAME[locale].online;
  if (e.is_online === 'hybrid') return place ? `${place} + ${FRAME[locale].online}` : FRAME[locale].online;
  return place;
}

/** The ticket page of a registration (where it is also cancelled with one click). */
export const ticketLink = (publicUrl: string, locale: Locale, e: EventRow, key: string) =>
  `${publicUrl}${localizedPath('event-ticket', locale, { id: e.id, slug: eventSlug(e.name), key })}`;

/** The pay page of a pending registration's payment. */
export const payLink = (publicUrl: string, locale: Locale, e: EventRow, paymentKey: string) =>
  `${publicUrl}${localizedPath('event-pay', locale, { id: e.id, slug: eventSlug(e.name), paymentKey })}`;

/** The event's calendar file. */
export const icsLink = (publicUrl: string, e: EventRow) => `${publicUrl}/api/v1/event/${e.id}/ics`;

/** An amount with its currency ("EUR 25,00" / "EUR 25.00"). */
export const money = (cents: number, currency: string, locale: Locale) =>
  `${currency} ${centsToEuros(cents).toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** A mail to a participant: the frame around the lines. */
export function participantMail(to: Participant, kind: string, subject: string, lines: string[]): Mail {
  const f = FRAME[to.locale];
  return {
    kind,
    toEmail: to.r.email,
    toName: `${to.r.first_name} ${to.r.last_name}`.trim(),
    languageId: languageIdForLocale(to.locale),
    subject,
    text: [f.greeting(to.r.first_name), '', ...lines, '', f.closing].join('\n'),
    profileId: to.r.profile_id,
  };
}

/** The event's name, date and place lines. */
export const eventLines = (e: EventRow, locale: Locale) => {
  const where = whereOf(e, locale);
  return [
    e.name,
    `${FRAME[locale].when}: ${whenOf(e, locale)}`,
    ...(where ? [`${FRAME[locale].where}: ${where}`] : []),
  ];
};
