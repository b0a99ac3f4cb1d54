import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { linkAndPinMail, type Recipient } from './account-mail.ts';

const TEXT = {
  nl: { subject: 'Activeer je account', intro: 'Welkom! Kies een wachtwoord om je account te activeren:' },
  en: { subject: 'Activate your account', intro: 'Welcome! Choose a password to activate your account:' },
} as const;

/** The activation mail of a new account: a link to set the password, and the pin it asks for. */
export function activationMail(to: Recipient, proof: { link: string; pin: string; hours: number }): Mail {
  return linkAndPinMail(to, 'account-activation', TEXT[to.locale], proof);
}
