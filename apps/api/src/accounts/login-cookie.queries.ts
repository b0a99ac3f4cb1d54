import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { newToken, tokenHash } from '../kernel/tokens.ts';

/** The long-term login cookie's lifetime. */
export const LOGIN_COOKIE_DAYS = 30;

/** Long-term logins ("stay logged in"): each cookie value is used once and only its hash is kept. */
export const loginCookieQueries = {
  /** Issues a long-term login cookie value for a profile. */
  async issue(db: Kysely<DB>, profileId: number, now: Date): Promise<string> {
    const token = newToken();
    await db
      .insertInto('login_cookies')
      .values({
        profile_id: profileId,
        token_hash: tokenHash(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LOGIN_COOKIE_DAYS * 86_400_000).toISOString(),
      })
      .execute();
    return token;
  },

  /** The profile a live login cookie belongs to (the cookie stays; see `take`). */
  async ownerOf(db: Kysely<DB>, token: string, now: Date): Promise<number | undefined> {
    const row = await db
      .selectFrom('login_cookies')
      .select('profile_id')
      .where('token_hash', '=', tokenHash(token))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row?.profile_id;
  },

  /**
   * Spends a live login cookie (it is replaced on use) and returns its profile, in one statement:
   * of two calls with the same cookie, one gets it.
   */
  async take(db: Kysely<DB>, token: string, now: Date): Promise<number | undefined> {
    const row = await db
      .deleteFrom('login_cookies')
      .where('token_hash', '=', tokenHash(token))
      .where('expires_at', '>', now.toISOString())
      .returning('profile_id')
      .executeTakeFirst();
    return row?.profile_id;
  },

  /** Forgets a long-term login (log off). */
  async drop(db: Kysely<DB>, token: string): Promise<void> {
    await db.deleteFrom('login_cookies').where('token_hash', '=', tokenHash(token)).execute();
  },

  /** Forgets every long-term login of a profile (its password changed). */
  async dropAllOf(db: Kysely<DB>, profileId: number): Promise<void> {
    await db.deleteFrom('login_cookies').where('profile_id', '=', profileId).execute();
  },
};
