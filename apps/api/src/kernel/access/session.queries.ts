import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newToken, tokenHash } from '../tokens.ts';

/** How long a profile token is valid after it was issued (spec: max age 86,400 s). */
export const PROFILE_TOKEN_SECONDS = 86_400;

export interface SessionMember {
  profileId: number;
  role: string;
  languageId: number;
  email: string;
}

/** Member sessions (who is calling): tokens are handed out once and only their hash is kept. */
export const sessionQueries = {
  /** Issues a token for a profile; the bare token is returned once and never stored. */
  async issue(db: Kysely<DB>, profileId: number, channelId: number, now: Date): Promise<string> {
    const token = newToken();
    await db
      .insertInto('profile_tokens')
      .values({
        profile_id: profileId,
        token_hash: tokenHash(token),
        channel_id: channelId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PROFILE_TOKEN_SECONDS * 1000).toISOString(),
      })
      .execute();
    return token;
  },

  /** The member behind a token, when the token is known and not expired at `now`. */
  async resolve(db: Kysely<DB>, token: string, now: Date): Promise<SessionMember | undefined> {
    const row = await db
      .selectFrom('profile_tokens as t')
      .innerJoin('profiles as p', 'p.id', 't.profile_id')
      .select(['p.id', 'p.role', 'p.language_id', 'p.email'])
      .where('t.token_hash', '=', tokenHash(token))
      .where('t.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row && { profileId: row.id, role: row.role, languageId: row.language_id, email: row.email };
  },

  /** Logs a token off; true when it existed. */
  async revoke(db: Kysely<DB>, token: string): Promise<boolean> {
    const result = await db
      .deleteFrom('profile_tokens')
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Logs every session of a profile off (its password changed): run it in that transaction. */
  async revokeAllOf(db: Kysely<DB>, profileId: number): Promise<void> {
    await db.deleteFrom('profile_tokens').where('profile_id', '=', profileId).execute();
  },
};
