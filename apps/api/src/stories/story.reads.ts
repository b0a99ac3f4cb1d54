import {
  type ArticleList,
  type ArticleView,
  type articleListQuery,
  type articlePageQuery,
  articleSlug,
  CHANNEL_ID,
  groupSlug,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { commentCountsOf } from '../comments/index.ts';
import type { DB } from '../db/schema.ts';
import { groupFactsOf, groupsWhereMemberReadsStories } from '../groups/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { isLiveLocation } from '../locations/index.ts';
import { storyAccess } from './stories.access.ts';
import { type ArticleFilter, type ArticleLinkRow, type ArticleRow, storyQueries } from './stories.queries.ts';
import { type PlaceNames, presentSummary, presentView } from './story.presenter.ts';
import { adminsGroup, canEditStory, requireReadableStory, storyToday } from './story.visibility.ts';

/** What the area's reads and commands need: the database and the clock. */
export interface StoryDeps {
  db: Kysely<DB>;
  now: Date;
}

/** The one channel of the platform (document 2: channel id 1). */
export { CHANNEL_ID };

type ListQuery = z.output<typeof articleListQuery>;
type PageQuery = z.output<typeof articlePageQuery>;

/** Names and slugs of the places these links point to. */
export async function placeNamesOf(db: Kysely<DB>, links: readonly ArticleLinkRow[]): Promise<PlaceNames> {
  const names: PlaceNames = new Map();
  const ids = (entity: string) => [
    ...new Set(links.filter((l) => l.entity === entity).map((l) => l.item_id)),
  ];
  const channel = ids('channel').length ? await storyQueries.channelName(db, CHANNEL_ID) : undefined;
  if (channel) names.set(`channel:${channel.id}`, { name: channel.name, slug: '' });
  for (const group of (await groupFactsOf(db, ids('group'))).values())
    names.set(`group:${group.id}`, { name: group.name, slug: groupSlug(group.name) });
  for (const l of await storyQueries.locationNames(db, ids('location')))
    names.set(`location:${l.id}`, { name: l.name, slug: l.slug });
  return names;
}

/** The story as `actor` reads it (after the visibility check). */
export async function storyViewFor(
  db: Kysely<DB>,
  actor: Actor | undefined,
  row: ArticleRow,
): Promise<ArticleView> {
  const [links, counts, author] = await Promise.all([
    storyQueries.linksOf(db, [row.id]),
    commentCountsOf(db, 'article', [row.id]),
    storyQueries.authorOf(db, row.author_profile_id),
  ]);
  return presentView(
    { ...row, first_name: author?.first_name ?? null, last_name: author?.last_name ?? null },
    {
      links,
      names: await placeNamesOf(db, links),
      commentCount: counts.get(row.id) ?? 0,
      canEdit: canEditStory(actor, row),
      // Readable already (the caller checked); a member may comment while comments are open.
      canComment: actor !== undefined && row.allow_comments === 1,
    },
  );
}

/** `GET /v1/article/{key}`: whoever may read it (see `requireReadableStory`). */
export async function readStory(
  deps: StoryDeps,
  actor: Actor | undefined,
  key: string,
): Promise<ArticleView> {
  const row = await storyQueries.byKey(deps.db, key);
  if (!row) throw AppError.notFound('Story not found');
  const links = await storyQueries.linksOf(deps.db, [row.id]);
  await requireReadableStory(deps.db, actor, row, links, storyToday(deps.now));
  return storyViewFor(deps.db, actor, row);
}

/** One page of stories in a filter, as summaries. */
async function page(db: Kysely<DB>, filter: ArticleFilter, q: PageQuery): Promise<ArticleList> {
  const { rows, total } = await storyQueries.listPage(db, filter, q.page, q.itemsPerPage);
  const ids = rows.map((r) => r.id);
  const [links, counts] = await Promise.all([
    storyQueries.linksOf(db, ids),
    commentCountsOf(db, 'article', ids),
  ]);
  return {
    Results: rows.map((r) =>
      presentSummary(
        r,
        links.filter((l) => l.article_id === r.id),
        counts.get(r.id) ?? 0,
      ),
    ),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}

/** The groups whose stories the member reads: Joined, published, stories on. */
function readableGroupIds(db: Kysely<DB>, profileId: number): Promise<number[]> {
  return groupsWhereMemberReadsStories(db, profileId);
}

/** The channel's current stories and the groups' open ones (`channel/1/published`). */
export function channelStories(deps: StoryDeps, q: PageQuery, extra: Partial<ArticleFilter> = {}) {
  return page(
    deps.db,
    {
      at: storyToday(deps.now),
      places: [{ entity: 'channel', itemIds: [CHANNEL_ID] }],
      openGroupStories: true,
      ...extra,
    },
    q,
  );
}

/** A live location's current stories (404 for a location that is not public). */
export async function locationStories(
  deps: StoryDeps,
  locationId: number,
  q: PageQuery,
  extra: Partial<ArticleFilter> = {},
) {
  if (!(await isLiveLocation(deps.db, locationId))) throw AppError.notFound('Location not found');
  return page(
    deps.db,
    { at: storyToday(deps.now), places: [{ entity: 'location', itemIds: [locationId] }], ...extra },
    q,
  );
}

/**
 * A group's current stories for its members with stories on (401/403/404 by `storyAccess.groupPosts`);
 * its admins (and administrators) also see the drafts linked there.
 */
export async function groupStories(
  deps: StoryDeps,
  actor: Actor | undefined,
  groupId: number,
  q: PageQuery,
  extra: Partial<ArticleFilter> = {},
) {
  await requireAccess({ db: deps.db, now: deps.now }, actor, storyAccess.groupPosts, groupId);
  const seesDrafts =
    actor !== undefined && (isAdmin(actor) || (await adminsGroup(deps.db, actor.profileId, groupId)));
  return page(
    deps.db,
    {
      at: storyToday(deps.now),
      places: [{ entity: 'group', itemIds: [groupId] }],
      ...(seesDrafts ? { draftsInGroups: [groupId] } : {}),
      ...extra,
    },
    q,
  );
}

/** `GET /v1/profile/posts`: the caller's own stories, every status. */
export function myStories(deps: StoryDeps, actor: Actor, q: PageQuery, words: string[] = []) {
  return page(deps.db, { authorId: actor.profileId, words }, q);
}

/**
 * A member's stories as `actor` may see them: every status for themselves (and administrators),
 * else the current public ones (channel, any location, a group's open one) and those of the groups
 * the actor reads.
 */
async function profileStories(
  deps: StoryDeps,
  actor: Actor | undefined,
  profileId: number,
  q: PageQuery,
  extra: Partial<ArticleFilter>,
) {
  const words = extra.words ?? [];
  if (isSelf(actor, profileId) || isAdmin(actor)) return page(deps.db, { authorId: profileId, words }, q);
  const groups = actor ? await readableGroupIds(deps.db, actor.profileId) : [];
  return page(
    deps.db,
    {
      at: storyToday(deps.now),
      ...extra,
      authorId: profileId,
      places: [
        { entity: 'channel', itemIds: [CHANNEL_ID] },
        { entity: 'location', itemIds: 'any' },
        { entity: 'group', itemIds: groups },
      ],
      openGroupStories: true,
    },
    q,
  );
}

/**
 * `GET /v1/article`: stories at `entity` `itemId` on day `at` (default today) matching `q`, newest
 * first. Channel (item 1, the default): the channel's and the groups' open ones; location: a live
 * location's; group: as `GET /v1/group/{id}/posts`; profile: a member's (the caller's own without
 * `itemId`).
 */
export async function listStories(
  deps: StoryDeps,
  actor: Actor | undefined,
  q: ListQuery,
): Promise<ArticleList> {
  const day = { db: deps.db, now: deps.now };
  const extra: Partial<ArticleFilter> = { words: searchWords(q.q), ...(q.at ? { at: q.at } : {}) };
  switch (q.entity) {
    case 'channel':
      if ((q.itemId ?? CHANNEL_ID) !== CHANNEL_ID) throw AppError.notFound('Channel not found');
      return channelStories(day, q, extra);
    case 'location':
      return locationStories(day, requiredItemId(q.itemId), q, extra);
    case 'group':
      return groupStories(day, actor, requiredItemId(q.itemId), q, extra);
    case 'profile': {
      const profileId = q.itemId ?? actor?.profileId;
      if (profileId === undefined) throw AppError.unauthorized('Log in to see your stories');
      return profileStories(day, actor, profileId, q, extra);
    }
  }
}

function requiredItemId(itemId: number | undefined): number {
  if (itemId === undefined)
    throw AppError.badRequest('Which one? Give an itemId', [{ Field: 'itemId', Code: 'required' }]);
  return itemId;
}

/** The slug of the story with this key as its links carry it, or undefined when there is none (deleted). */
export async function storySlugOf(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await storyQueries.byKey(db, key);
  return row && articleSlug(row.title);
}
