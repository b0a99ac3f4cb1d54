import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OauthRequestsTable } from '../db/schema.ts';
import { tokenHash } from '../kernel/tokens.ts';

export type OauthRequestRow = Selectable<OauthRequestsTable>;

/** Social logins under way: the checks (state, nonce, PKCE verifier) kept until the visitor returns. */
export const oauthRequestQueries = {
  /** Keeps a new request's checks; only the state's hash is stored. */
  async insert(db: Kysely<DB>, request: Omit<Insertable<OauthRequestsTable>, 'state_hash'>, state: string) {
    await db
      .insertInto('oauth_requests')
      .values({ ...request, state_hash: tokenHash(state) })
      .execute();
  },

  /** The unused request a returning state belongs to. */
  pending(db: Kysely<DB>, state: string): Promise<OauthRequestRow | undefined> {
    return db
      .selectFrom('oauth_requests')
      .selectAll()
      .where('state_hash', '=', tokenHash(state))
      .where('used_at', 'is', null)
      .executeTakeFirst();
  },

  /** A returning visitor spends the request (it is used once). */
  async markUsed(db: Kysely<DB>, id: number, now: Date): Promise<void> {
    await db.updateTable('oauth_requests').set({ used_at: now.toISOString() }).where('id', '=', id).execute();
  },
};
