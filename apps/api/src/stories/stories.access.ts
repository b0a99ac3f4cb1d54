import { ArticleErrorCode } from '@meetspace/domain';
import { type GroupFacts, groupFacts, membershipFacts } from '../groups/index.ts';
import { type Actor, definePermission } from '../kernel/access/access.ts';
import type { ItemType } from '../kernel/access/item-types.ts';
import { isAdmin } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type ArticleRow, type BlogRightsRow, storyQueries } from './stories.queries.ts';
import { canEditStory, requireReadableStory, storyToday } from './story.visibility.ts';

/**
 * Who may do what with a story and blog rights. Reading a story is its visibility
 * (`requireReadableStory`: 404 for what is not shown, 401/403 for a group's); editing, publishing,
 * linking and deleting are for its author and administrators; a group's list of stories for its
 * members with stories on and its admins; deciding blog rights for administrators.
 */
export const storyAccess = {
  edit: definePermission<ArticleRow>({
    name: 'article.edit',
    member: 'always',
    load: storyQueries.byId,
    allow: canEditStory,
    messages: { notFound: 'Story not found', forbidden: "Only the story's author may change it" },
  }),

  /** Reading by id (the comments' item type `article`): answers 401, 403 or 404 itself. */
  read: definePermission<ArticleRow>({
    name: 'article.read',
    member: 'per-row',
    needsMember: () => false,
    load: storyQueries.byId,
    allow: async (actor, row, ctx) => {
      const links = await storyQueries.linksOf(ctx.db, [row.id]);
      await requireReadableStory(ctx.db, actor, row, links, storyToday(ctx.now ?? new Date()));
      return true;
    },
    messages: { notFound: 'Story not found', forbidden: "Only the group's members may read this story" },
  }),

  /** A group's stories (`GET /v1/group/{id}/posts`): Joined members with stories on; its admins always. */
  groupPosts: definePermission<GroupFacts>({
    name: 'group.posts',
    member: 'always',
    load: groupFacts,
    allow: async (actor, group, ctx) => {
      if (isAdmin(actor) || !actor) return isAdmin(actor);
      const m = await membershipFacts(ctx.db, group.id, actor.profileId);
      if (m?.status !== 'Joined') return false;
      return m.role === 'admin' || (group.status === 'published' && group.activatePosts);
    },
    messages: { notFound: 'Group not found', forbidden: "Only the group's members may read its stories" },
  }),

  decideBlogRights: definePermission<BlogRightsRow>({
    name: 'blog-rights.decide',
    member: 'always',
    load: storyQueries.requestById,
    allow: isAdmin,
    messages: { notFound: 'Request not found', forbidden: 'Only administrators decide on blog rights' },
  }),
};

/** Administrators only (the blog-rights list): 403 for anyone else (the route's hook answered 401). */
export function requireAdministrator(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden('Only administrators see the blog-rights requests');
}

/**
 * The item type `article` of comments: whoever may read the story reads its comments; new comments
 * and replies only while the story allows them (400 comments_closed).
 */
export const articleItemType: ItemType = {
  name: 'article',
  read: storyAccess.read as ItemType['read'],
  async canWrite(ctx, itemId) {
    const row = await storyQueries.byId(ctx.db, itemId);
    if (row && row.allow_comments !== 1)
      throw AppError.badRequest('Comments are closed on this story', [
        { Field: 'ItemId', Code: ArticleErrorCode.CommentsClosed },
      ]);
  },
};
