import { localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { addressedMail } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom an organizer's mail goes to, in their language (a member's, else the event's). */
export interface OrganizerAddressee {
  languageId: number;
  profileId: number | null;
  email: string;
  name: string;
}

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    added: {
      subject: (event: string) => `Je bent organisator van ${event}`,
      body: (who: string, event: string) =>
        `${who} heeft je toegevoegd als organisator van het evenement "${event}". Je kunt het evenement, de deelnemers en de check-in beheren.`,
      member: 'Log in met dit e-mailadres en open het evenement',
      visitor: 'Maak een account aan met dit e-mailadres om het evenement te beheren',
    },
    deleted: {
      subject: (event: string) => `${event} is verwijderd`,
      body: (event: string) =>
        `Het evenement "${event}" waarvan je organisator bent, is verwijderd. De deelnemers krijgen bericht dat het niet doorgaat.`,
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    added: {
      subject: (event: string) => `You are an organizer of ${event}`,
      body: (who: string, event: string) =>
        `${who} added you as an organizer of the event "${event}". You can manage the event, its participants and the check-in.`,
      member: 'Log in with this e-mail address and open the event',
      visitor: 'Create an account with this e-mail address to manage the event',
    },
    deleted: {
      subject: (event: string) => `${event} was deleted`,
      body: (event: string) =>
        `The event "${event}" you organize was deleted. Its participants are told that it will not take place.`,
    },
  },
} as const;

/** To an organizer added by e-mail: who added them, and the link to manage the event (or to sign up). */
export function organizerAddedMail(
  to: OrganizerAddressee,
  facts: { eventId: number; eventName: string; addedBy: string; isMember: boolean },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  const link = `${publicUrl}${localizedPath('my-event', locale, { id: facts.eventId })}`;
  return addressedMail(to, 'event-organizer-added', t.added.subject(facts.eventName), [
    t.greeting(to.name),
    '',
    t.added.body(facts.addedBy, facts.eventName),
    '',
    `${facts.isMember ? t.added.member : t.added.visitor}: ${link}`,
    '',
    t.closing,
  ]);
}

/** To the other organizers (who receive e-mail) of a deleted event. */
export function organizerEventDeletedMail(to: OrganizerAddressee, facts: { eventName: string }): Mail {
  const t = TEXT[localeOfLanguageId(to.languageId)];
  return addressedMail(to, 'event-deleted-organizer', t.deleted.subject(facts.eventName), [
    t.greeting(to.name),
    '',
    t.deleted.body(facts.eventName),
    '',
    t.closing,
  ]);
}
