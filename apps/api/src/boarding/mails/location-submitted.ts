import { type Locale, languageIdForLocale, localizedPath } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** What both boarding mails tell about the new location. */
export interface SubmittedLocation {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  email: string | null;
  phone: string | null;
  licence: string;
}

interface Addressee {
  locale: Locale;
  profileId: number;
  email: string;
  name: string;
}

const TEXT = {
  nl: {
    adminSubject: (name: string, city: string) => `Nieuwe locatie wacht op goedkeuring: ${name} (${city})`,
    hostSubject: (name: string) => `We hebben je locatie ${name} ontvangen`,
    greeting: (name: string) => `Beste ${name},`,
    adminBody: (host: string) => `${host} heeft een nieuwe locatie aangemeld. Ze wacht op je goedkeuring.`,
    hostBody:
      'Bedankt voor je aanmelding. Je locatie wacht nu op goedkeuring door ons team; pas daarna is ze te vinden en te boeken. Je krijgt een e-mail zodra ze is goedgekeurd.',
    licence: 'Licentie',
    contact: 'Contact',
    review: 'Bekijken en goedkeuren',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    adminSubject: (name: string, city: string) => `New location awaiting approval: ${name} (${city})`,
    hostSubject: (name: string) => `We have received your location ${name}`,
    greeting: (name: string) => `Dear ${name},`,
    adminBody: (host: string) => `${host} has submitted a new location. It awaits your approval.`,
    hostBody:
      'Thank you for submitting your location. It now awaits approval by our team; only then can it be found and booked. You will get an e-mail as soon as it is approved.',
    licence: 'Licence',
    contact: 'Contact',
    review: 'Review and approve',
    closing: 'Kind regards,\nMeetspace',
  },
} as const;

function describe(location: SubmittedLocation, locale: Locale): string[] {
  const t = TEXT[locale];
  return [
    location.name,
    location.address,
    `${location.postalCode} ${location.city}`,
    `${t.licence}: ${location.licence}`,
    `${t.contact}: ${[location.email, location.phone].filter(Boolean).join(', ')}`,
  ];
}

/** To an administrator, in their language: a location awaits approval, with a link to review it. */
export function locationSubmittedAdminMail(
  to: Addressee,
  location: SubmittedLocation,
  host: string,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const link = `${publicUrl}${localizedPath('admin-location', to.locale, { id: location.id })}`;
  return {
    kind: 'location-submitted-admin',
    toEmail: to.email,
    toName: to.name,
    languageId: languageIdForLocale(to.locale),
    subject: t.adminSubject(location.name, location.city),
    text: [
      t.greeting(to.name),
      '',
      t.adminBody(host),
      '',
      ...describe(location, to.locale),
      '',
      `${t.review}: ${link}`,
      '',
      t.closing,
    ].join('\n'),
    profileId: to.profileId,
  };
}

/** To the host, in their language: the location is received and pending approval. */
export function locationSubmittedHostMail(to: Addressee, location: SubmittedLocation): Mail {
  const t = TEXT[to.locale];
  return {
    kind: 'location-submitted-host',
    toEmail: to.email,
    toName: to.name,
    languageId: languageIdForLocale(to.locale),
    subject: t.hostSubject(location.name),
    text: [t.greeting(to.name), '', t.hostBody, '', ...describe(location, to.locale), '', t.closing].join(
      '\n',
    ),
    profileId: to.profileId,
  };
}
