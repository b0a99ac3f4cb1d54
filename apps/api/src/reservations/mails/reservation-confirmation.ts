import { formatLongDate, formatMoney, minutesToTime } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { reservationIcs } from '../documents/reservation-ics.ts';
import { type MailAddressee, reservationMail } from './reservation-mail.ts';

export interface ConfirmationInput extends MailAddressee {
  reservationKey: string;
  locationName: string;
  locationAddress: string;
  meetingName: string;
  spaces: { name: string; seats: number }[];
  /** Local date and times of the booking, and the same as UTC instants. */
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  /** The first day's start as a UTC instant; the same times repeat on each of `days` days. */
  startsAtUtc: string;
  days: number;
  /** The booked options (their totals excluding VAT, as booked). */
  options: { name: string; amount: number; totalExclCents: number }[];
  /** The reservation's totals: excluding VAT, the VAT per rate, and including VAT. */
  totalExclCents: number;
  taxTotals: { percentage: number; totalCents: number }[];
  totalInclCents: number;
  /** The signed link to view, move, cancel and download this reservation without logging in. */
  manageUrl: string;
}

const TEXT = {
  nl: {
    subject: (location: string, date: string) => `Bevestiging van je reservering bij ${location} op ${date}`,
    greeting: (name: string) => `Beste ${name},`,
    intro: 'Bedankt voor je reservering. Hieronder staan de gegevens.',
    reservation: 'Reservering',
    location: 'Locatie',
    when: 'Wanneer',
    spaces: 'Ruimtes',
    seats: 'personen',
    options: 'Opties (excl. btw)',
    totalExcl: 'Totaal excl. btw',
    tax: (percentage: number) => `Btw ${percentage}%`,
    total: 'Totaal (incl. btw)',
    calendar: 'In de bijlage vind je een agenda-item.',
    manage: 'Bekijken, verplaatsen, annuleren of downloaden (ook zonder account):',
    closing: 'Tot ziens!',
  },
  en: {
    subject: (location: string, date: string) => `Your booking at ${location} on ${date} is confirmed`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Thank you for your booking. These are the details.',
    reservation: 'Reservation',
    location: 'Location',
    when: 'When',
    spaces: 'Spaces',
    seats: 'people',
    options: 'Options (excl. VAT)',
    totalExcl: 'Total excl. VAT',
    tax: (percentage: number) => `VAT ${percentage}%`,
    total: 'Total (incl. VAT)',
    calendar: 'A calendar entry is attached.',
    manage: 'View, move, cancel or download it (no account needed):',
    closing: 'See you soon!',
  },
} as const;

/** The options block: a heading, then one line per option (amount × name: price); none without options. */
function optionLines(input: ConfirmationInput, heading: string): string[] {
  if (input.options.length === 0) return [];
  return [
    '',
    `${heading}:`,
    ...input.options.map((o) => `- ${o.amount} × ${o.name}: ${formatMoney(o.totalExclCents, input.locale)}`),
    '',
  ];
}

/** The booking confirmation in the booker's language, with the calendar file attached. */
export function reservationConfirmationMail(input: ConfirmationInput): Mail {
  const t = TEXT[input.locale];
  const from = formatLongDate(input.startDate, input.locale);
  const to = input.endDate === input.startDate ? '' : ` – ${formatLongDate(input.endDate, input.locale)}`;
  const when = `${from}${to}, ${minutesToTime(input.startMinutes)}–${minutesToTime(input.endMinutes)}`;
  const money = (cents: number) => formatMoney(cents, input.locale);
  const lines = [
    t.greeting(input.bookerName),
    '',
    t.intro,
    '',
    `${t.reservation}: ${input.meetingName ? `${input.meetingName} ` : ''}(#${input.reservationId})`,
    `${t.location}: ${input.locationName}, ${input.locationAddress}`,
    `${t.when}: ${when}`,
    `${t.spaces}: ${input.spaces.map((s) => `${s.name} (${s.seats} ${t.seats})`).join(', ')}`,
    ...optionLines(input, t.options),
    `${t.totalExcl}: ${money(input.totalExclCents)}`,
    ...input.taxTotals.map((x) => `${t.tax(x.percentage)}: ${money(x.totalCents)}`),
    `${t.total}: ${money(input.totalInclCents)}`,
    '',
    t.calendar,
    '',
    t.manage,
    input.manageUrl,
    '',
    t.closing,
  ];
  return reservationMail(input, 'reservation-confirmation', {
    subject: t.subject(input.locationName, from),
    text: lines.join('\n'),
    attachments: [
      {
        filename: 'reservation.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: reservationIcs({
          key: input.reservationKey,
          title: input.meetingName || input.locationName,
          location: `${input.locationName}, ${input.locationAddress}`,
          description: input.spaces.map((s) => `${s.name} (${s.seats})`).join(', '),
          startsAtUtc: input.startsAtUtc,
          durationMinutes: input.endMinutes - input.startMinutes,
          days: input.days,
        }),
      },
    ],
  });
}
