import { PinResult } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { accountEvents } from '../account.events.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { recipientOf } from '../mails/account-mail.ts';
import { loginPinMail } from '../mails/login-pin.ts';
import { checkPin } from '../pin-check.ts';
import { VERIFICATION_MINUTES, verificationQueries } from '../verification.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/** A pin login either mailed a pin or found the member to log in. */
export type PinOutcome = { mailed: true } | { profile: ProfileRow };

/**
 * `POST /v1/login/pin`: without a pin, mails a new one (also when the address is unknown, the
 * answer is the same, so the call tells nobody who has an account); with a pin, logs in.
 * Wrong pin → 400 `wrong`; expired or spent → 400 `expired` (ask for the e-mail again). Five
 * wrong pins spend a pin, also when they are sent at once (see checkPin).
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
  const expired = () =>
    new AppError(400, 'The pin has expired; enter your e-mail address again', [
      { Field: 'Pin', Code: PinResult.Expired },
    ]);
  const verification = profile ? await verificationQueries.latestPin(deps.db, profile.id) : undefined;
  if (!profile || !verification || Date.parse(verification.expires_at) <= deps.now.getTime()) throw expired();
  const check = await checkPin(deps.db, verification, body.Pin, deps.now);
  if (check === 'usedUp') throw expired();
  if (check !== 'right') throw new AppError(400, 'Wrong pin', [{ Field: 'Pin', Code: PinResult.Wrong }]);
  // The same pin sent twice at once logs in once. The mailed pin proves the address again, so
  // bookings made with it as a guest since then join the account (`account.email-verified`).
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await verificationQueries.use(trx, verification.id, deps.now))) return false;
    await accountEvents.emailVerified.emit(
      trx,
      { subjectId: profile.id, actorId: profile.id, payload: { Email: profile.email } },
      deps.now,
    );
    return true;
  });
  if (!used) throw expired();
  return { profile };
}
