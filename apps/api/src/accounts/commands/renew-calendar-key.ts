import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { newToken } from '../../kernel/tokens.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';

/**
 * A new private calendar key for the member (only its hash is kept, the key is returned once); the
 * feed URL with the earlier key stops working.
 */
export async function renewCalendarKey(db: Kysely<DB>, actor: Actor): Promise<string> {
  await requireAccess({ db }, actor, accountAccess.profile, actor.profileId);
  const key = newToken();
  await accountQueries.setCalendarKey(db, actor.profileId, key);
  return key;
}
