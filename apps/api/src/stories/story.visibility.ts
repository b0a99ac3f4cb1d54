import { articleVisibleOn } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { groupsAdminedAmong, groupsWhereMemberReadsStories } from '../groups/index.ts';
import type { Actor } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { platformToday } from '../kernel/local-time.ts';
import type { ArticleLinkRow, ArticleRow } from './stories.queries.ts';

/** Stories' dates are the platform's days (Amsterdam's). */
export const storyToday = platformToday;

/** Readable outside the network: on the channel, a location, or a group's open story. */
export function isPublicStory(row: Pick<ArticleRow, 'open_outside_group'>, links: readonly ArticleLinkRow[]) {
  return links.some(
    (l) =>
      l.entity === 'channel' ||
      l.entity === 'location' ||
      (l.entity === 'group' && row.open_outside_group === 1),
  );
}

/** The author and administrators edit, publish, link and delete a story. */
export function canEditStory(actor: Actor | undefined, row: Pick<ArticleRow, 'author_profile_id'>): boolean {
  return isSelf(actor, row.author_profile_id) || isAdmin(actor);
}

/** The member is a Joined admin of the group (who sees the members' drafts linked there). */
export async function adminsGroup(db: Kysely<DB>, profileId: number, groupId: number): Promise<boolean> {
  return (await groupsAdminedAmong(db, profileId, [groupId])).length > 0;
}

/**
 * Whether `actor` may read the story, else the answer (thrown): its author and administrators
 * always; a current published public story anyone; a current one linked only to groups the Joined
 * members of one of them (with stories on; a visitor 401, another member 403); a draft also the
 * admins of a group it is linked to (they see it in the group's list). Anything else is 404, so
 * drafts, retracted, future and expired stories are not discovered.
 */
export async function requireReadableStory(
  db: Kysely<DB>,
  actor: Actor | undefined,
  row: ArticleRow,
  links: readonly ArticleLinkRow[],
  today: string,
): Promise<void> {
  if (canEditStory(actor, row)) return;
  const groups = links.filter((l) => l.entity === 'group').map((l) => l.item_id);
  const shown = articleVisibleOn(
    { Status: row.status, PublishFrom: row.publish_from, ExpiresAt: row.expires_at },
    today,
  );
  if (!shown) {
    if (row.status === 'Draft' && actor && (await groupsAdminedAmong(db, actor.profileId, groups)).length > 0)
      return;
    throw AppError.notFound('Story not found');
  }
  if (isPublicStory(row, links)) return;
  if (!actor) throw AppError.unauthorized('Log in to read this story of a group');
  if ((await groupsWhereMemberReadsStories(db, actor.profileId, groups)).length > 0) return;
  throw AppError.forbidden("Only the group's members may read this story");
}
