import type { GroupFeature } from '@meetspace/domain';
import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type GroupRow, groupQueries, type MembershipRow } from './groups.queries.ts';

/** The actor is a joined admin of the group. */
export const isGroupAdmin = (m: MembershipRow | undefined) => m?.status === 'Joined' && m.role === 'admin';

/** A group admin or an administrator of the platform. */
export async function administers(db: Parameters<typeof groupQueries.byId>[0], actor: Actor | undefined, group: GroupRow) {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  return isGroupAdmin(await groupQueries.membership(db, group.id, actor.profileId));
}

const FEATURE_COLUMN = {
  ActivateChat: 'activate_chat',
  ActivateEvents: 'activate_events',
  ActivateMemberList: 'activate_member_list',
  ActivatePosts: 'activate_posts',
  ActivateQuestions: 'activate_questions',
} as const satisfies Record<GroupFeature, keyof GroupRow>;

const notFound = 'Group not found';

/**
 * Who may do what with a group. Seeing: a published group is every member's; a draft only its
 * admins' and administrators' (404 for anyone else, so drafts are not discovered). Administering
 * (edit, settings, publish, members' roles, delete): its admins and administrators. A feature's
 * content (events, members, stories): joined members while the feature is on; admins always.
 */
export const groupAccess = {
  see: definePermission<GroupRow>({
    name: 'group.see',
    member: 'always',
    load: groupQueries.byId,
    allow: async (actor, row, ctx) => {
      if (row.status === 'published') return true;
      if (await administers(ctx.db, actor, row)) return true;
      throw AppError.notFound(notFound);
    },
    messages: { notFound, forbidden: 'Only its members may see this group' },
  }),

  administer: definePermission<GroupRow>({
    name: 'group.administer',
    member: 'always',
    load: groupQueries.byId,
    allow: async (actor, row, ctx) => {
      if (await administers(ctx.db, actor, row)) return true;
      if (row.status !== 'published') throw AppError.notFound(notFound);
      return false;
    },
    messages: { notFound, forbidden: "Only the group's admins may do this" },
  }),
};

/** Permission to a feature's content: joined members while it is on, admins and administrators always. */
export function featureAccess(feature: GroupFeature) {
  return definePermission<GroupRow>({
    name: `group.feature.${feature}`,
    member: 'always',
    load: groupQueries.byId,
    allow: async (actor, row, ctx) => {
      if (await administers(ctx.db, actor, row)) return true;
      if (row.status !== 'published') throw AppError.notFound(notFound);
      if (!actor || row[FEATURE_COLUMN[feature]] !== 1) return false;
      const m = await groupQueries.membership(ctx.db, row.id, actor.profileId);
      return m?.status === 'Joined';
    },
    messages: { notFound, forbidden: 'Only members of the group see this (when the group has it switched on)' },
  });
}
