import type { Locale } from '@meetspace/domain';
import type { Mail } from '../kernel/mail/outbox.queries.ts';

interface Recipient {
  profileId: number;
  email: string;
  name: string;
  locale: Locale;
  languageId: number;
}

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    activateSubject: 'Activeer je account',
    activateIntro: 'Welkom! Kies een wachtwoord om je account te activeren:',
    resetSubject: 'Een nieuw wachtwoord instellen',
    resetIntro: 'Je vroeg om een nieuw wachtwoord. Stel het hier in:',
    pinLine: (pin: string) => `Je code: ${pin}`,
    linkValid: (hours: number) => `De link en de code zijn ${hours} uur geldig.`,
    pinSubject: 'Je inlogcode',
    pinIntro: 'Log in met deze code:',
    pinValid: (minutes: number) => `De code is ${minutes} minuten geldig.`,
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    activateSubject: 'Activate your account',
    activateIntro: 'Welcome! Choose a password to activate your account:',
    resetSubject: 'Set a new password',
    resetIntro: 'You asked for a new password. Set it here:',
    pinLine: (pin: string) => `Your code: ${pin}`,
    linkValid: (hours: number) => `The link and the code are valid for ${hours} hours.`,
    pinSubject: 'Your login code',
    pinIntro: 'Log in with this code:',
    pinValid: (minutes: number) => `The code is valid for ${minutes} minutes.`,
    ignore: 'Did not ask for this? Then you can ignore this e-mail.',
  },
} as const;

function base(to: Recipient, kind: string, subject: string, lines: string[]): Mail {
  const t = TEXT[to.locale];
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

/** The activation mail of a new account: a link to set the password, and the pin it asks for. */
export function activationMail(to: Recipient, link: string, pin: string, hours: number): Mail {
  const t = TEXT[to.locale];
  return base(to, 'account-activation', t.activateSubject, [
    t.activateIntro,
    link,
    '',
    t.pinLine(pin),
    t.linkValid(hours),
  ]);
}

/** The password reset mail: a link into the reset page of the asked language, and its pin. */
export function resetMail(to: Recipient, link: string, pin: string, hours: number): Mail {
  const t = TEXT[to.locale];
  return base(to, 'password-reset', t.resetSubject, [
    t.resetIntro,
    link,
    '',
    t.pinLine(pin),
    t.linkValid(hours),
  ]);
}

/** A login pin. */
export function pinMail(to: Recipient, pin: string, minutes: number): Mail {
  const t = TEXT[to.locale];
  return base(to, 'login-pin', t.pinSubject, [t.pinIntro, '', t.pinLine(pin), t.pinValid(minutes)]);
}
