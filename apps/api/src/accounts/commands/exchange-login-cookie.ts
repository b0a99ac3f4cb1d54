import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { loginCookieQueries } from '../login-cookie.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * `POST /v2/login` and `/v1/profile/fetch`: the activated member a live long-term login cookie
 * belongs to, or undefined. The cookie is spent either way (a login replaces it).
 */
export async function exchangeLoginCookie(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  cookie: string | undefined,
): Promise<ProfileRow | undefined> {
  const profileId = cookie ? await loginCookieQueries.take(deps.db, cookie, deps.now) : undefined;
  const profile = profileId === undefined ? undefined : await accountQueries.byId(deps.db, profileId);
  return profile?.is_activated === 1 ? profile : undefined;
}
