import { definePermission } from '../kernel/access/access.ts';
import { managesLocation } from '../kernel/access/relations.ts';
import { type HostLocationRow, hostingQueries } from './hosting.queries.ts';

/**
 * The host area's one permission: the location's active managers read and change it (any status).
 * Administrators are not let in by their role: they manage locations in the admin area, and here
 * only what they manage themselves (so every change in the change log is a manager's).
 */
export const hostLocationAccess = {
  manage: definePermission<HostLocationRow, number>({
    name: 'location.manage',
    member: 'always',
    load: hostingQueries.location,
    allow: (actor, row, ctx) => managesLocation(ctx.db, actor, row.id),
    messages: { notFound: 'Location not found', forbidden: 'You do not manage this location' },
  }),
};
