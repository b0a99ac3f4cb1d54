import { ErrorCode, LoginError } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { verifyPassword } from '../passwords.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * `POST /v1/login`: the member of an e-mail address and password. One answer (404) for an unknown
 * address and a wrong password, in the same time; 403 for an account not yet activated.
 */
export async function logIn(
  deps: Pick<AccountDeps, 'db'>,
  body: { email: string; password: string },
): Promise<ProfileRow> {
  const profile = await accountQueries.byEmail(deps.db, body.email);
  const ok = await verifyPassword(profile?.password_hash, body.password);
  if (profile && profile.is_activated !== 1) {
    throw new AppError(
      LoginError.NotActivated,
      'Account not activated: use "forgot password" to activate it',
      [{ Field: 'email', Code: ErrorCode.NotActivated }],
    );
  }
  if (!profile || !ok) throw wrongCredentials();
  return profile;
}

/** The one answer for an unknown address and a wrong password. */
export function wrongCredentials(): AppError {
  return new AppError(LoginError.WrongCredentials, 'E-mail address or password incorrect');
}
