import type { Kysely } from 'kysely';
import { renewCalendarKey } from '../../accounts/index.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';

/**
 * `POST /v1/profile/calendar`: a new private calendar feed URL for the member; the earlier URL
 * stops working (only the key's hash is kept).
 */
export async function renewCalendarFeed(db: Kysely<DB>, actor: Actor, publicUrl: string) {
  const key = await renewCalendarKey(db, { profileId: actor.profileId });
  return { Url: `${publicUrl}/calendar/${key}.ics` };
}
