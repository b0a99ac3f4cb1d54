import {
  formatLongDate,
  type Locale,
  languageIdForLocale,
  localizedPath,
  minutesToTime,
} from '@meetspace/domain';
import { addressedMail } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom a mail goes to, in their language. */
export interface Addressee {
  locale: Locale;
  profileId: number;
  email: string;
  name: string;
}

/** The meeting a mail describes. */
export interface MailMeeting {
  tenderId: number;
  name: string;
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  seats: number;
}

/** What the applicant decided about a proposal (the host's mails). */
export type HostNews = 'requested' | 'accepted' | 'changeRequested' | 'rejected' | 'closed';

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    meeting: 'Bijeenkomst',
    when: 'Wanneer',
    seats: (n: number) => `${n} personen`,
    comment: 'Opmerking',
    reason: 'Reden',
    host: {
      requested: {
        subject: (location: string) => `Nieuwe offerteaanvraag voor ${location}`,
        body: (who: string) => `${who} vraagt je locatie om een voorstel voor de volgende bijeenkomst.`,
        link: 'Aanvraag bekijken en beantwoorden',
      },
      accepted: {
        subject: (location: string) => `Je voorstel voor ${location} is geaccepteerd`,
        body: (who: string) => `${who} heeft je voorstel geaccepteerd. De reservering is gemaakt.`,
        link: 'Aanvraag bekijken',
      },
      changeRequested: {
        subject: (location: string) => `Wijzigingen gevraagd in je voorstel voor ${location}`,
        body: (who: string) => `${who} vraagt om wijzigingen in je voorstel. Stuur een nieuwe versie.`,
        link: 'Voorstel aanpassen',
      },
      rejected: {
        subject: (location: string) => `Je voorstel voor ${location} is afgewezen`,
        body: (who: string) => `${who} heeft je voorstel afgewezen.`,
        link: 'Aanvraag bekijken',
      },
      closed: {
        subject: (location: string) => `De aanvraag voor ${location} is gesloten`,
        body: (who: string) =>
          `${who} heeft het voorstel van een andere locatie geaccepteerd. Je voorstel is daarmee vervallen.`,
        link: 'Aanvraag bekijken',
      },
    },
    sent: {
      subject: (location: string) => `Een voorstel van ${location}`,
      body: (location: string, validUntil: string) =>
        `${location} heeft een voorstel voor je bijeenkomst gestuurd. Het is geldig tot en met ${validUntil}.`,
      link: 'Voorstel bekijken',
    },
    declined: {
      subject: (location: string) => `${location} kan je aanvraag niet aannemen`,
      body: (location: string) => `${location} heeft je aanvraag helaas afgewezen.`,
      link: 'Je voorstellen bekijken',
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    meeting: 'Meeting',
    when: 'When',
    seats: (n: number) => `${n} people`,
    comment: 'Comment',
    reason: 'Reason',
    host: {
      requested: {
        subject: (location: string) => `New request for proposal for ${location}`,
        body: (who: string) => `${who} asks your location for a proposal for the following meeting.`,
        link: 'View and answer the request',
      },
      accepted: {
        subject: (location: string) => `Your proposal for ${location} was accepted`,
        body: (who: string) => `${who} accepted your proposal. The reservation has been made.`,
        link: 'View the request',
      },
      changeRequested: {
        subject: (location: string) => `Changes requested to your proposal for ${location}`,
        body: (who: string) => `${who} asks for changes to your proposal. Please send a new version.`,
        link: 'Change the proposal',
      },
      rejected: {
        subject: (location: string) => `Your proposal for ${location} was rejected`,
        body: (who: string) => `${who} rejected your proposal.`,
        link: 'View the request',
      },
      closed: {
        subject: (location: string) => `The request for ${location} is closed`,
        body: (who: string) => `${who} accepted another location's proposal, so your proposal has expired.`,
        link: 'View the request',
      },
    },
    sent: {
      subject: (location: string) => `A proposal from ${location}`,
      body: (location: string, validUntil: string) =>
        `${location} has sent a proposal for your meeting. It is valid until ${validUntil} inclusive.`,
      link: 'View the proposal',
    },
    declined: {
      subject: (location: string) => `${location} cannot take on your request`,
      body: (location: string) => `${location} has declined your request.`,
      link: 'View your proposals',
    },
  },
} as const;

function describe(meeting: MailMeeting, locale: Locale): string[] {
  const t = TEXT[locale];
  const days =
    meeting.startDate === meeting.endDate
      ? formatLongDate(meeting.startDate, locale)
      : `${formatLongDate(meeting.startDate, locale)} – ${formatLongDate(meeting.endDate, locale)}`;
  return [
    ...(meeting.name ? [`${t.meeting}: ${meeting.name}`] : []),
    `${t.when}: ${days}, ${minutesToTime(meeting.startMinutes)}–${minutesToTime(meeting.endMinutes)}`,
    t.seats(meeting.seats),
  ];
}

const addressed = (to: Addressee, kind: string, subject: string, lines: string[]): Mail =>
  addressedMail({ ...to, languageId: languageIdForLocale(to.locale) }, kind, subject, lines);

/**
 * To a manager of a location, in their language: a tender asks it for a proposal, or the applicant
 * accepted, asked for changes, rejected or closed (accepted another's); with the link to the request.
 */
export function hostTenderMail(
  to: Addressee,
  news: HostNews,
  facts: { locationId: number; locationName: string; applicant: string; comment: string | null },
  meeting: MailMeeting,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const n = t.host[news];
  const link = `${publicUrl}${localizedPath('host-tender', to.locale, {
    tenderId: meeting.tenderId,
    locationId: facts.locationId,
  })}`;
  const label = news === 'rejected' ? t.reason : t.comment;
  return addressed(to, `tender-${news}-host`, n.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    n.body(facts.applicant),
    '',
    ...describe(meeting, to.locale),
    ...(facts.comment ? ['', `${label}: ${facts.comment}`] : []),
    '',
    `${n.link}: ${link}`,
    '',
    t.closing,
  ]);
}

/** To the applicant, in the proposal's language: a location sent a proposal (or a new version). */
export function proposalSentMail(
  to: Addressee,
  facts: { key: string; locationName: string; validUntil: string; text: string },
  meeting: MailMeeting,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const link = `${publicUrl}${localizedPath('proposal', to.locale, { key: facts.key })}`;
  return addressed(to, 'proposal-sent', t.sent.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.sent.body(facts.locationName, formatLongDate(facts.validUntil, to.locale)),
    '',
    ...describe(meeting, to.locale),
    ...(facts.text ? ['', facts.text] : []),
    '',
    `${t.sent.link}: ${link}`,
    '',
    t.closing,
  ]);
}

/** To the applicant, in the tender's language: a location declined the tender, with its reason. */
export function tenderDeclinedMail(
  to: Addressee,
  facts: { locationName: string; reason: string },
  meeting: MailMeeting,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const link = `${publicUrl}${localizedPath('my-reservations-proposals', to.locale)}`;
  return addressed(to, 'tender-declined', t.declined.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.declined.body(facts.locationName),
    '',
    ...describe(meeting, to.locale),
    '',
    `${t.reason}: ${facts.reason}`,
    '',
    `${t.declined.link}: ${link}`,
    '',
    t.closing,
  ]);
}
