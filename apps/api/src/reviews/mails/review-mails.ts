import { formatLongDate, localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { addressedMail } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom a review mail goes to, in their language. */
export interface ReviewAddressee {
  profileId: number;
  email: string;
  name: string;
  languageId: number;
}

const score = (value: number, locale: 'nl' | 'en') =>
  value.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    invite: {
      subject: (location: string) => `Hoe was het bij ${location}?`,
      body: (location: string, date: string) =>
        `Je was op ${date} bij ${location}. Wil je in een paar minuten vertellen hoe het was? Je beoordeling helpt andere boekers kiezen en de locatie beter worden.`,
      link: 'Schrijf je beoordeling',
    },
    received: {
      subject: (location: string) => `Nieuwe beoordeling voor ${location}`,
      body: (who: string, location: string, overall: string) =>
        `${who} heeft ${location} beoordeeld met een ${overall} van de 5:`,
      link: 'Lees en beantwoord de beoordeling',
    },
    answered: {
      subject: (location: string) => `${location} heeft gereageerd op je beoordeling`,
      body: (location: string) => `${location} heeft gereageerd op je beoordeling:`,
      link: 'Bekijk de beoordeling',
    },
    removed: {
      subject: (location: string) => `Je beoordeling van ${location} is verwijderd`,
      body: (location: string) =>
        `Een beheerder van Meetspace heeft je beoordeling van ${location} verwijderd. De reden:`,
      again: 'Vragen? Beantwoord deze e-mail.',
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    invite: {
      subject: (location: string) => `How was ${location}?`,
      body: (location: string, date: string) =>
        `You were at ${location} on ${date}. Would you take a few minutes to tell us how it went? Your review helps other bookers choose and the venue get better.`,
      link: 'Write your review',
    },
    received: {
      subject: (location: string) => `New review of ${location}`,
      body: (who: string, location: string, overall: string) =>
        `${who} reviewed ${location} with ${overall} out of 5:`,
      link: 'Read and answer the review',
    },
    answered: {
      subject: (location: string) => `${location} responded to your review`,
      body: (location: string) => `${location} responded to your review:`,
      link: 'See the review',
    },
    removed: {
      subject: (location: string) => `Your review of ${location} was removed`,
      body: (location: string) => `A Meetspace administrator removed your review of ${location}. The reason:`,
      again: 'Questions? Reply to this e-mail.',
    },
  },
} as const;

/** To the booker: their meeting has ended, with the link to their open reviews. */
export function reviewInvitationMail(
  to: ReviewAddressee,
  facts: { locationName: string; meetingDate: string },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  return addressedMail(to, 'review-invitation', t.invite.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.invite.body(facts.locationName, formatLongDate(facts.meetingDate, locale)),
    '',
    `${t.invite.link}: ${publicUrl}${localizedPath('my-reservations-reviews', locale)}`,
    '',
    t.closing,
  ]);
}

/** To a manager of the location: a review arrived, with the link to the host's reviews page. */
export function reviewReceivedMail(
  to: ReviewAddressee,
  facts: { locationId: number; locationName: string; reviewerName: string; overall: number; text: string },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  return addressedMail(to, 'review-received', t.received.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.received.body(facts.reviewerName, facts.locationName, score(facts.overall, locale)),
    '',
    facts.text,
    '',
    `${t.received.link}: ${publicUrl}${localizedPath('host-location-reviews', locale, { locationId: facts.locationId })}`,
    '',
    t.closing,
  ]);
}

/** To the reviewer: the location answered, with the link to the location's reviews. */
export function reviewAnsweredMail(
  to: ReviewAddressee,
  facts: { locationId: number; locationName: string; locationSlug: string; response: string },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  const page = localizedPath('location-reviews', locale, { id: facts.locationId, slug: facts.locationSlug });
  return addressedMail(to, 'review-answered', t.answered.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.answered.body(facts.locationName),
    '',
    facts.response,
    '',
    `${t.answered.link}: ${publicUrl}${page}`,
    '',
    t.closing,
  ]);
}

/** To the author: an administrator removed their review, with the reason. */
export function reviewRemovedMail(
  to: ReviewAddressee,
  facts: { locationName: string; reason: string },
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  return addressedMail(to, 'review-removed', t.removed.subject(facts.locationName), [
    t.greeting(to.name),
    '',
    t.removed.body(facts.locationName),
    '',
    facts.reason,
    '',
    t.removed.again,
    '',
    t.closing,
  ]);
}
