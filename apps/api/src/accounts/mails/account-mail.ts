import { LanguageId, type Locale, localeOfLanguageId, localizedPath } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import type { ProfileRow } from '../account.queries.ts';

/** Who an account mail goes to, and in which language. */
export interface Recipient {
  profileId: number;
  email: string;
  name: string;
  locale: Locale;
  languageId: number;
}

/** A member as a mail recipient, in their language unless another is asked for. */
export function recipientOf(p: ProfileRow, locale = localeOfLanguageId(p.language_id)): Recipient {
  return {
    profileId: p.id,
    email: p.email,
    name: `${p.first_name} ${p.last_name}`.trim(),
    locale,
    languageId: LanguageId[locale],
  };
}

/** A link to the set-password page in a language, carrying the verification key. */
export function setPasswordLink(publicUrl: string, locale: Locale, key: string): string {
  const url = new URL(localizedPath('set-password', locale), publicUrl);
  url.searchParams.set('token', key);
  return url.toString();
}

const FRAME = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
    pin: (pin: string) => `Je code: ${pin}`,
    pinInLink: (pin: string) => `Je code: ${pin} (de link vult hem al voor je in)`,
    linkValid: (hours: number) => `De link en de code zijn ${hours} uur geldig.`,
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    ignore: 'Did not ask for this? Then you can ignore this e-mail.',
    pin: (pin: string) => `Your code: ${pin}`,
    pinInLink: (pin: string) => `Your code: ${pin} (the link fills it in for you)`,
    linkValid: (hours: number) => `The link and the code are valid for ${hours} hours.`,
  },
} as const;

/** The line that carries a mailed pin, in the recipient's language. */
export function pinLine(to: Recipient, pin: string): string {
  return FRAME[to.locale].pin(pin);
}

/** The frame every account mail shares: a greeting, its lines, and "ignore this if not you". */
export function accountMail(to: Recipient, kind: string, subject: string, lines: string[]): Mail {
  const t = FRAME[to.locale];
  return {
    kind,
    toEmail: to.email,
    toName: to.name,
    languageId: to.languageId,
    subject,
    text: [t.greeting(to.name), '', ...lines, '', t.ignore].join('\n'),
    profileId: to.profileId,
  };
}

/** The mailed link with its pin added (`&pin=`): the page it opens fills the code in. */
export function linkWithPin(link: string, pin: string): string {
  const url = new URL(link);
  url.searchParams.set('pin', pin);
  return url.toString();
}

/**
 * A mail that proves the address with a link and a pin (activation, reset): its intro, the link
 * (which carries the pin, so opening it asks only for the password), the pin (to type in when the
 * link is opened elsewhere) and how long both are valid.
 */
export function linkAndPinMail(
  to: Recipient,
  kind: string,
  text: { subject: string; intro: string },
  proof: { link: string; pin: string; hours: number },
): Mail {
  const t = FRAME[to.locale];
  return accountMail(to, kind, text.subject, [
    text.intro,
    linkWithPin(proof.link, proof.pin),
    '',
    t.pinInLink(proof.pin),
    t.linkValid(proof.hours),
  ]);
}
