import { formatLongDate, minutesToTime } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import type { ChangedInput } from './reservation-changed.ts';
import { reservationMail } from './reservation-mail.ts';

/** The reminder says what the move mail says (the period, the manage link), and what and where. */
export interface ReminderInput extends ChangedInput {
  meetingName: string;
  locationName: string;
  locationAddress: string;
}

const TEXT = {
  nl: {
    subject: (location: string) => `Morgen: je reservering bij ${location}`,
    greeting: (name: string) => `Beste ${name},`,
    body: (id: number, meeting: string) => `Morgen begint je reservering #${id} "${meeting}".`,
    when: 'Wanneer',
    where: 'Waar',
    manage: 'Bekijken, route, programma of deelnemers (ook zonder account):',
    closing: 'Tot morgen!',
  },
  en: {
    subject: (location: string) => `Tomorrow: your reservation at ${location}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (id: number, meeting: string) => `Your reservation #${id} "${meeting}" starts tomorrow.`,
    when: 'When',
    where: 'Where',
    manage: 'View it, the directions, the program or the participants (no account needed):',
    closing: 'See you tomorrow!',
  },
} as const;

/** The day-before reminder of a reservation in the booker's language: when, where, and its page. */
export function reservationReminderMail(input: ReminderInput): Mail {
  const t = TEXT[input.locale];
  const days =
    input.endDate !== input.startDate
      ? `${formatLongDate(input.startDate, input.locale)} – ${formatLongDate(input.endDate, input.locale)}`
      : formatLongDate(input.startDate, input.locale);
  const when = `${days}, ${minutesToTime(input.startMinutes)}–${minutesToTime(input.endMinutes)}`;
  return reservationMail(input, 'reservation-reminder', {
    subject: t.subject(input.locationName),
    text: [
      t.greeting(input.bookerName),
      '',
      t.body(input.reservationId, input.meetingName),
      `${t.when}: ${when}`,
      `${t.where}: ${input.locationName}, ${input.locationAddress}`,
      '',
      t.manage,
      input.manageUrl,
      '',
      t.closing,
    ].join('\n'),
  });
}
