import type { LoginResult } from '@meetspace/domain';
import { PROFILE_TOKEN_SECONDS, sessionQueries } from '../../kernel/access/session.queries.ts';
import { presentLogin } from '../account.presenter.ts';
import type { ProfileRow } from '../account.queries.ts';
import { loginCookieQueries } from '../login-cookie.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * What every successful login does: a fresh long-term login cookie value (for the browser) and a
 * profile token through the kernel's sessions (for the answer).
 */
export async function startSession(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  profile: ProfileRow,
  channelId: number,
): Promise<{ loginCookie: string; answer: LoginResult }> {
  return deps.db.transaction().execute(async (trx) => {
    const loginCookie = await loginCookieQueries.issue(trx, profile.id, deps.now);
    const token = await sessionQueries.issue(trx, profile.id, channelId, deps.now);
    return { loginCookie, answer: presentLogin(profile, token, PROFILE_TOKEN_SECONDS) };
  });
}
