import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, definePermission, type Permission } from '../kernel/access/access.ts';
import { isAdmin } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type GroupRow, groupQueries } from './groups.queries.ts';

const notFound = 'Group not found';

/** The actor is a Joined admin of the group, or an administrator of the platform. */
export async function managesGroup(
  db: Kysely<DB>,
  actor: Actor | undefined,
  groupId: number,
): Promise<boolean> {
  if (!actor) return false;
  return isAdmin(actor) || groupQueries.isGroupAdmin(db, groupId, actor.profileId);
}

/** A draft is not found for anyone but its admins and administrators (so drafts are not discovered). */
async function hideDraft(db: Kysely<DB>, actor: Actor | undefined, row: GroupRow): Promise<boolean> {
  const manages = await managesGroup(db, actor, row.id);
  if (row.status !== 'published' && !manages) throw AppError.notFound(notFound);
  return manages;
}

/** A tab that needs a feature toggle: Joined members with it on; the group's admins always. */
function featurePermission(
  name: string,
  column: 'activate_events' | 'activate_member_list',
  forbidden: string,
): Permission<GroupRow> {
  return definePermission<GroupRow>({
    name,
    member: 'always',
    load: groupQueries.byId,
    allow: async (actor, row, { db }) => {
      if (await hideDraft(db, actor, row)) return true;
      if (!actor || row[column] !== 1) return false;
      const membership = await groupQueries.membership(db, row.id, actor.profileId);
      return membership?.status === 'Joined';
    },
    messages: { notFound, forbidden },
  });
}

/**
 * Who may do what with a group. Every call needs a member (401 for a visitor). Reading: a published
 * group for every member, a draft for its admins and administrators (404 for anyone else).
 * Managing (edit, settings, publish, deactivate, delete, invite, roles, requests): the group's
 * Joined admins and administrators (403 for other members; 404 for a draft they cannot see).
 * Its events and members: Joined members when the feature is on (403 otherwise), admins always.
 */
export const groupAccess = {
  read: definePermission<GroupRow>({
    name: 'group.read',
    member: 'always',
    load: groupQueries.byId,
    allow: async (actor, row, { db }) => {
      await hideDraft(db, actor, row);
      return true;
    },
    messages: { notFound, forbidden: notFound },
  }),

  manage: definePermission<GroupRow>({
    name: 'group.manage',
    member: 'always',
    load: groupQueries.byId,
    allow: (actor, row, { db }) => hideDraft(db, actor, row),
    messages: { notFound, forbidden: "Only the group's admins may do this" },
  }),

  events: featurePermission(
    'group.events',
    'activate_events',
    "Only the group's members see its events (and only when the group has them switched on)",
  ),

  members: featurePermission(
    'group.members',
    'activate_member_list',
    "Only the group's members see its members (and only when the group has the list switched on)",
  ),
};
