import type { Locale } from '@meetspace/domain';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { accountQueries } from '../account.queries.ts';
import { recipientOf, setPasswordLink } from '../mails/account-mail.ts';
import { passwordResetMail } from '../mails/password-reset.ts';
import { VERIFICATION_MINUTES, verificationQueries } from '../verification.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * `POST /v1/login/reset`: mails a link into the reset page of the asked language, and its pin. An
 * unknown address gets the same answer and no mail, so the call tells nobody who has an account
 * (the spec's "email not found" stays a message the web may show; docs/operations.md).
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  body: { Email: string; LocalePrefix: Locale },
): Promise<void> {
  const profile = await accountQueries.byEmail(deps.db, body.Email);
  if (!profile) return;
  await deps.db.transaction().execute(async (trx) => {
    const { key, pin } = await verificationQueries.create(trx, profile.id, 'reset', deps.now);
    const link = setPasswordLink(deps.publicUrl, body.LocalePrefix, key as string);
    const hours = VERIFICATION_MINUTES.reset / 60;
    await enqueueMail(
      trx,
      passwordResetMail(recipientOf(profile, body.LocalePrefix), { link, pin, hours }),
      deps.now,
    );
  });
}
