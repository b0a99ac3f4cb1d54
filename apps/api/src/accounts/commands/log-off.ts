import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sessionQueries } from '../../kernel/access/session.queries.ts';
import { loginCookieQueries } from '../login-cookie.queries.ts';

/** `DELETE /v1/logoff`: the profile token and the long-term login cookie (when sent) stop working. */
export async function logOff(
  db: Kysely<DB>,
  sent: { token: string | undefined; loginCookie: string | undefined },
): Promise<void> {
  if (sent.token) await sessionQueries.revoke(db, sent.token);
  if (sent.loginCookie) await loginCookieQueries.drop(db, sent.loginCookie);
}
