import { brokenPasswordRules, ErrorCode, SetPasswordResult } from '@meetspace/domain';
import { sessionQueries } from '../../kernel/access/session.queries.ts';
import { AppError } from '../../kernel/errors.ts';
import { accountEvents } from '../account.events.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { loginCookieQueries } from '../login-cookie.queries.ts';
import { hashPassword } from '../passwords.ts';
import { checkPin } from '../pin-check.ts';
import { verificationQueries } from '../verification.queries.ts';
import type { AccountDeps } from './account-deps.ts';

const MIN_PASSWORD_LENGTH = 8;

/** A set-password failure with the spec's code in StatusCode. */
const passwordError = (http: number, code: SetPasswordResult, message: string, field = 'Pin') =>
  new AppError(http, message, [{ Field: field, Code: `${code}` }], code);

/**
 * `PUT /v2/login/password`: the link's key and the mailed pin prove the e-mail address; the new
 * password is set and the account activated. Codes: 400 fields missing, 404 unknown key, -1 expired,
 * -2 wrong pin, 429 too many wrong pins (five, also when sent at once: see checkPin), 501 the two
 * passwords differ. Every session and long-term login of the member ends with the new password
 * (the caller hands out a new one).
 */
export async function setPassword(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  body: {
    Token?: string;
    Pin?: string;
    Password?: string;
    RepeatPassword?: string;
    ConfirmPassword?: string;
  },
): Promise<ProfileRow> {
  const missing = (['Token', 'Pin', 'Password'] as const).filter((f) => !body[f]);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'Fields are missing',
      missing.map((f) => ({ Field: f, Code: ErrorCode.Required })),
      SetPasswordResult.FieldsMissing,
    );
  }
  const password = body.Password as string;
  const repeat = body.RepeatPassword ?? body.ConfirmPassword;
  if (repeat !== undefined && repeat !== password) {
    throw passwordError(400, SetPasswordResult.PasswordsDiffer, 'The two passwords differ', 'RepeatPassword');
  }
  const broken = brokenPasswordRules(password);
  if (broken.length > 0 || password.length < MIN_PASSWORD_LENGTH) {
    throw AppError.badRequest('The password is too weak', [
      ...(password.length < MIN_PASSWORD_LENGTH ? [{ Field: 'Password', Code: ErrorCode.TooShort }] : []),
      ...broken.map((rule) => ({ Field: 'Password', Code: rule })),
    ]);
  }
  const verification = await verificationQueries.byKey(deps.db, body.Token as string);
  if (!verification || verification.purpose === 'pin') {
    throw passwordError(404, SetPasswordResult.Incorrect, 'This link is not valid', 'Token');
  }
  if (Date.parse(verification.expires_at) <= deps.now.getTime()) {
    throw passwordError(400, SetPasswordResult.CodeExpired, 'The confirmation code has expired');
  }
  const check = await checkPin(deps.db, verification, body.Pin as string, deps.now);
  if (check === 'usedUp' || check === 'lastWrong')
    throw passwordError(429, SetPasswordResult.TooManyRequests, 'Too many wrong codes; ask for a new mail');
  if (check === 'wrong')
    throw passwordError(400, SetPasswordResult.CodeWrong, 'The confirmation code is wrong');
  const passwordHash = await hashPassword(password);
  const saved = await deps.db.transaction().execute(async (trx) => {
    // The same link and pin sent twice at once set one password.
    if (!(await verificationQueries.use(trx, verification.id, deps.now))) return false;
    await accountQueries.update(trx, verification.profile_id, {
      password_hash: passwordHash,
      is_activated: 1,
      updated_at: deps.now.toISOString(),
    });
    await sessionQueries.revokeAllOf(trx, verification.profile_id);
    await loginCookieQueries.dropAllOf(trx, verification.profile_id);
    // The link and pin came by mail, so the address is the member's: other areas may act on it
    // (reservations booked as a guest with this address join the account).
    const profile = await accountQueries.byId(trx, verification.profile_id);
    if (profile) {
      await accountEvents.emailVerified.emit(
        trx,
        { subjectId: profile.id, actorId: profile.id, payload: { Email: profile.email } },
        deps.now,
      );
    }
    return true;
  });
  if (!saved) throw passwordError(404, SetPasswordResult.Incorrect, 'This link is not valid', 'Token');
  const profile = await accountQueries.byId(deps.db, verification.profile_id);
  if (!profile) throw passwordError(500, SetPasswordResult.SaveFailed, 'The new password could not be saved');
  return profile;
}
