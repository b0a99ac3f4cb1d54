import { definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { statsQueries } from './stats.queries.ts';

/** Who may read which statistics. */
export const statsAccess = {
  /** A location's figures: its active managers and administrators (401, 404 unknown, 403 others). */
  location: definePermission<{ id: number; name: string }>({
    name: 'location.stats',
    member: 'always',
    load: statsQueries.location,
    allow: async (actor, row, ctx) => isAdmin(actor) || (await managesLocation(ctx.db, actor, row.id)),
    messages: { notFound: 'Location not found', forbidden: 'You do not manage this location' },
  }),
  /** A member's own booking figures: the member and administrators. */
  profile: definePermission<{ id: number }>({
    name: 'profile.stats',
    member: 'always',
    load: statsQueries.profile,
    allow: (actor, row) => isSelf(actor, row.id) || isAdmin(actor),
    messages: { notFound: 'Member not found', forbidden: 'These are the figures of another member' },
  }),
};
