import { localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { addressedMail } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom a blog-rights mail goes to, in their language. */
export interface BlogRightsAddressee {
  profileId: number;
  email: string;
  name: string;
  languageId: number;
}

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    requested: {
      subject: (who: string) => `${who} vraagt blogrechten aan`,
      body: (who: string) => `${who} wil verhalen publiceren op Meetspace. Motivatie:`,
      link: 'Beoordeel de aanvraag',
    },
    granted: {
      subject: 'Je blogrechten zijn toegekend',
      body: 'Je aanvraag voor blogrechten is toegekend: je kunt nu verhalen publiceren op Meetspace.',
      link: 'Schrijf een verhaal',
    },
    denied: {
      subject: 'Je aanvraag voor blogrechten is afgewezen',
      body: 'Je aanvraag voor blogrechten is helaas afgewezen. De reden:',
      again: 'Je kunt later opnieuw aanvragen met een nieuwe motivatie.',
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    requested: {
      subject: (who: string) => `${who} asks for blog rights`,
      body: (who: string) => `${who} would like to publish stories on Meetspace. Their motivation:`,
      link: 'Review the request',
    },
    granted: {
      subject: 'Your blog rights were granted',
      body: 'Your request for blog rights was granted: you can now publish stories on Meetspace.',
      link: 'Write a story',
    },
    denied: {
      subject: 'Your request for blog rights was denied',
      body: 'Your request for blog rights was unfortunately denied. The reason:',
      again: 'You may ask again later with a new motivation.',
    },
  },
} as const;

/** To an administrator: a member asks for blog rights, with their motivation and the review link. */
export function blogRightsRequestedMail(
  to: BlogRightsAddressee,
  facts: { memberName: string; motivation: string },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  return addressedMail(to, 'blog-rights-requested', t.requested.subject(facts.memberName), [
    t.greeting(to.name),
    '',
    t.requested.body(facts.memberName),
    '',
    facts.motivation,
    '',
    `${t.requested.link}: ${publicUrl}${localizedPath('admin-blog-rights', locale)}`,
    '',
    t.closing,
  ]);
}

/** To the member: their blog rights were granted, or denied with the administrator's reason. */
export function blogRightsDecidedMail(
  to: BlogRightsAddressee,
  facts: { granted: boolean; reason: string | null },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  if (facts.granted)
    return addressedMail(to, 'blog-rights-granted', t.granted.subject, [
      t.greeting(to.name),
      '',
      t.granted.body,
      '',
      `${t.granted.link}: ${publicUrl}${localizedPath('network-stories', locale)}`,
      '',
      t.closing,
    ]);
  return addressedMail(to, 'blog-rights-denied', t.denied.subject, [
    t.greeting(to.name),
    '',
    t.denied.body,
    '',
    facts.reason ?? '',
    '',
    t.denied.again,
    '',
    t.closing,
  ]);
}
