import { PinResult } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { recipientOf } from '../mails/account-mail.ts';
import { loginPinMail } from '../mails/login-pin.ts';
import { pinMatches, VERIFICATION_MINUTES, verificationQueries } from '../verification.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/** A pin login either mailed a pin or found the member to log in. */
export type PinOutcome = { mailed: true } | { profile: ProfileRow };

/**
 * `POST /v1/login/pin`: without a pin, mails a new one (also when the address is unknown, the
 * answer is the same, so the call tells nobody who has an account); with a pin, logs in.
 * Wrong pin → 400 `wrong`; expired or spent → 400 `expired` (ask for the e-mail again).
 */
export async function logInWithPin(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  body: { Email: string; Pin?: string },
): Promise<PinOutcome> {
  const profile = await accountQueries.byEmail(deps.db, body.Email);
  if (!body.Pin) {
    if (profile && profile.is_activated === 1) {
      await deps.db.transaction().execute(async (trx) => {
        const { pin } = await verificationQueries.create(trx, profile.id, 'pin', deps.now);
        await enqueueMail(trx, loginPinMail(recipientOf(profile), pin, VERIFICATION_MINUTES.pin), deps.now);
      });
    }
    return { mailed: true };
  }
  const verification = profile ? await verificationQueries.latestPin(deps.db, profile.id) : undefined;
  if (!profile || !verification || Date.parse(verification.expires_at) <= deps.now.getTime()) {
    throw new AppError(400, 'The pin has expired; enter your e-mail address again', [
      { Field: 'Pin', Code: PinResult.Expired },
    ]);
  }
  if (!pinMatches(verification, body.Pin)) {
    await verificationQueries.failedPin(deps.db, verification, deps.now);
    throw new AppError(400, 'Wrong pin', [{ Field: 'Pin', Code: PinResult.Wrong }]);
  }
  await verificationQueries.use(deps.db, verification.id, deps.now);
  return { profile };
}
