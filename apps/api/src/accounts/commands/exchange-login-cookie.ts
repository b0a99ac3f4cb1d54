import { loginCookieQueries } from '../login-cookie.queries.ts';
import type { AccountDeps } from './account-deps.ts';
import { type Session, startSession } from './start-session.ts';

/**
 * `POST /v2/login` and `/v1/profile/fetch`: a new session (with a new cookie) for a live long-term
 * login cookie of an activated member, or undefined. The cookie is spent, once: it is taken with
 * the member's row held, so the same cookie sent twice at once, or sent while a new password ends
 * every login, gives no second session.
 */
export async function exchangeLoginCookie(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  cookie: string | undefined,
): Promise<Session | undefined> {
  const profileId = cookie ? await loginCookieQueries.ownerOf(deps.db, cookie, deps.now) : undefined;
  if (!cookie || profileId === undefined) return undefined;
  return startSession(
    deps,
    { id: profileId },
    1,
    async (trx, current) =>
      (await loginCookieQueries.take(trx, cookie, deps.now)) === current.id && current.is_activated === 1,
  );
}
