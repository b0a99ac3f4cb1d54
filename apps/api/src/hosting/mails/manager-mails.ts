import type { Locale } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

const TEXT = {
  nl: {
    addedSubject: (location: string) => `Je beheert nu ${location} op Meetspace`,
    added: (name: string, by: string, location: string, url: string) =>
      `Beste ${name},\n\n${by} heeft je beheerder gemaakt van ${location}. In de hostomgeving pas je de gegevens, foto's en openingstijden aan:\n\n${url}\n\nMet vriendelijke groet,\nMeetspace`,
    invitedSubject: (location: string) => `Uitnodiging: beheer ${location} op Meetspace`,
    invited: (by: string, location: string, url: string) =>
      `Hallo,\n\n${by} nodigt je uit om ${location} mee te beheren op Meetspace. Maak een account aan met dit e-mailadres; zodra je je adres hebt bevestigd, beheer je de locatie:\n\n${url}\n\nVerwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\nMeetspace`,
  },
  en: {
    addedSubject: (location: string) => `You now manage ${location} on Meetspace`,
    added: (name: string, by: string, location: string, url: string) =>
      `Dear ${name},\n\n${by} made you a manager of ${location}. In the host area you edit its details, photos and opening hours:\n\n${url}\n\nKind regards,\nMeetspace`,
    invitedSubject: (location: string) => `Invitation: manage ${location} on Meetspace`,
    invited: (by: string, location: string, url: string) =>
      `Hello,\n\n${by} invites you to help manage ${location} on Meetspace. Create an account with this e-mail address; once you have confirmed it, you manage the location:\n\n${url}\n\nDid you not expect this invitation? Then you can ignore this e-mail.\n\nKind regards,\nMeetspace`,
  },
} as const;

/** To a member who was made a manager: a link to the location in the host area. */
export function managerAddedMail(m: {
  locale: Locale;
  languageId: number;
  toEmail: string;
  toName: string;
  profileId: number;
  byName: string;
  locationName: string;
  url: string;
}): Mail {
  const t = TEXT[m.locale];
  return {
    kind: 'location-manager-added',
    toEmail: m.toEmail,
    toName: m.toName,
    languageId: m.languageId,
    profileId: m.profileId,
    subject: t.addedSubject(m.locationName),
    text: t.added(m.toName, m.byName, m.locationName, m.url),
  };
}

/** To an address without an account: a registration link; it manages the location once verified. */
export function managerInvitedMail(m: {
  locale: Locale;
  languageId: number;
  toEmail: string;
  byName: string;
  locationName: string;
  url: string;
}): Mail {
  const t = TEXT[m.locale];
  return {
    kind: 'location-manager-invited',
    toEmail: m.toEmail,
    languageId: m.languageId,
    subject: t.invitedSubject(m.locationName),
    text: t.invited(m.byName, m.locationName, m.url),
  };
}
