import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { accountMail, pinLine, type Recipient } from './account-mail.ts';

const TEXT = {
  nl: {
    subject: 'Je inlogcode',
    intro: 'Log in met deze code:',
    valid: (minutes: number) => `De code is ${minutes} minuten geldig.`,
  },
  en: {
    subject: 'Your login code',
    intro: 'Log in with this code:',
    valid: (minutes: number) => `The code is valid for ${minutes} minutes.`,
  },
} as const;

/** A login pin, valid for some minutes. */
export function loginPinMail(to: Recipient, pin: string, minutes: number): Mail {
  const t = TEXT[to.locale];
  return accountMail(to, 'login-pin', t.subject, [t.intro, '', pinLine(to, pin), t.valid(minutes)]);
}
