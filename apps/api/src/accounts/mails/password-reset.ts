import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import { linkAndPinMail, type Recipient } from './account-mail.ts';

const TEXT = {
  nl: {
    subject: 'Een nieuw wachtwoord instellen',
    intro: 'Je vroeg om een nieuw wachtwoord. Stel het hier in:',
  },
  en: { subject: 'Set a new password', intro: 'You asked for a new password. Set it here:' },
} as const;

/** The password reset mail: a link into the reset page of the asked language, and its pin. */
export function passwordResetMail(to: Recipient, proof: { link: string; pin: string; hours: number }): Mail {
  return linkAndPinMail(to, 'password-reset', TEXT[to.locale], proof);
}
