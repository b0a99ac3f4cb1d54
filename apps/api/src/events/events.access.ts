import { definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { type EventRow, eventRows } from './event-rows.ts';

/**
 * Who may do what with an event. Reading is not a permission: a published event is public (a
 * private one by its link), a draft is read as `manage` (404 for anyone else, so drafts are not
 * discovered). Managing (edit, publish, participants, check-in, messages, organizers) is for its
 * organizers (owner and linked ones) and administrators; deleting for its owner and administrators.
 */
export const eventAccess = {
  manage: definePermission<EventRow>({
    name: 'event.manage',
    member: 'always',
    load: eventRows.byId,
    allow: async (actor, row, ctx) =>
      isSelf(actor, row.owner_profile_id) ||
      isAdmin(actor) ||
      (actor !== undefined && (await eventRows.isOrganizer(ctx.db, row.id, actor.profileId))),
    messages: { notFound: 'Event not found', forbidden: 'Only the organizers may manage this event' },
  }),

  remove: definePermission<EventRow>({
    name: 'event.remove',
    member: 'always',
    load: eventRows.byId,
    allow: (actor, row) => isSelf(actor, row.owner_profile_id) || isAdmin(actor),
    messages: { notFound: 'Event not found', forbidden: 'Only the owner may delete this event' },
  }),
};
