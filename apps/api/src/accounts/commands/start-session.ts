import type { LoginResult } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { PROFILE_TOKEN_SECONDS, sessionQueries } from '../../kernel/access/session.queries.ts';
import { lockRow } from '../../kernel/locks.ts';
import { presentLogin } from '../account.presenter.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { loginCookieQueries } from '../login-cookie.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/** A started session: the long-term login cookie value (for the browser) and the answer. */
export interface Session {
  loginCookie: string;
  answer: LoginResult;
}

/** What must still hold when the session is handed out, checked with the member's row held. */
export type StillHolds = (trx: Kysely<DB>, current: ProfileRow) => Promise<boolean>;

/** For a password login: the password checked is still the member's. */
export const samePassword =
  (checked: ProfileRow): StillHolds =>
  async (_trx, current) =>
    current.password_hash === checked.password_hash;

/**
 * What every successful login does: a fresh long-term login cookie value (for the browser) and a
 * profile token through the kernel's sessions (for the answer). The member's row is held while
 * they are issued, and `stillHolds` checked then: a new password (which ends every session in its
 * transaction, on the same row) comes wholly before or after, so a login proven with what it
 * replaced cannot slip a session in after it. Undefined when the member is gone or the check fails.
 */
export async function startSession(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  profile: Pick<ProfileRow, 'id'>,
  channelId: number,
  stillHolds?: StillHolds,
): Promise<Session | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'profiles', { column: 'id', value: profile.id }))) return undefined;
    const current = await accountQueries.byId(trx, profile.id);
    if (!current || (stillHolds && !(await stillHolds(trx, current)))) return undefined;
    const loginCookie = await loginCookieQueries.issue(trx, current.id, deps.now);
    const token = await sessionQueries.issue(trx, current.id, channelId, deps.now);
    return { loginCookie, answer: presentLogin(current, token, PROFILE_TOKEN_SECONDS) };
  });
}
