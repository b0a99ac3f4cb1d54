import type { Locale, ModerationAction } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

const TEXT = {
  nl: {
    subject: {
      approve: (name: string) => `${name} staat live op Meetspace`,
      reinstate: (name: string) => `${name} staat weer live op Meetspace`,
      reject: (name: string) => `${name} is niet goedgekeurd`,
      suspend: (name: string) => `${name} is offline gehaald`,
    },
    greeting: (name: string) => `Beste ${name},`,
    body: {
      approve: (name: string) => `Goed nieuws: je locatie ${name} is goedgekeurd en staat nu live.`,
      reinstate: (name: string) => `Je locatie ${name} staat weer live en is weer te boeken.`,
      reject: (name: string) => `We hebben je locatie ${name} helaas niet goedgekeurd.`,
      suspend: (name: string) => `We hebben je locatie ${name} tijdelijk offline gehaald.`,
    },
    link: (url: string) => `Bekijk hem hier: ${url}`,
    reason: (reason: string) => `De reden: ${reason}`,
    help: 'Heb je vragen of heb je iets aangepast? Beantwoord dan deze mail.',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    subject: {
      approve: (name: string) => `${name} is live on Meetspace`,
      reinstate: (name: string) => `${name} is live on Meetspace again`,
      reject: (name: string) => `${name} was not approved`,
      suspend: (name: string) => `${name} has been taken offline`,
    },
    greeting: (name: string) => `Dear ${name},`,
    body: {
      approve: (name: string) => `Good news: your location ${name} has been approved and is now live.`,
      reinstate: (name: string) => `Your location ${name} is live again and can be booked.`,
      reject: (name: string) => `Unfortunately we have not approved your location ${name}.`,
      suspend: (name: string) => `We have taken your location ${name} offline for now.`,
    },
    link: (url: string) => `See it here: ${url}`,
    reason: (reason: string) => `The reason: ${reason}`,
    help: 'Questions, or changed something? Just reply to this mail.',
    closing: 'Kind regards,\nMeetspace',
  },
} as const;

/**
 * The mail to one manager about a change of their location's status, in the manager's language:
 * approved or reinstated with the public link, rejected or suspended with the reason.
 */
export function locationModeratedMail(m: {
  locale: Locale;
  languageId: number;
  action: ModerationAction;
  toEmail: string;
  toName: string;
  profileId: number;
  locationName: string;
  publicLink: string;
  reason: string | null;
}): Mail {
  const t = TEXT[m.locale];
  const isLive = m.action === 'approve' || m.action === 'reinstate';
  const next = isLive ? t.link(m.publicLink) : t.reason(m.reason ?? '');
  return {
    kind: `location-${m.action}`,
    toEmail: m.toEmail,
    toName: m.toName,
    languageId: m.languageId,
    subject: t.subject[m.action](m.locationName),
    text: [t.greeting(m.toName), '', t.body[m.action](m.locationName), next, '', t.help, '', t.closing].join(
      '\n',
    ),
    profileId: m.profileId,
  };
}
