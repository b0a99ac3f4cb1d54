import { accountEvents } from '../../accounts/index.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { makeManager } from '../commands/managers.ts';
import { hostingQueries } from '../hosting.queries.ts';

/**
 * Once a member has proved their e-mail address, the invitations to manage a location sent to that
 * address make them a manager (with a mail each), and the invitations go.
 */
export const acceptManagerInvites = subscribe(
  accountEvents.emailVerified,
  'hosting.accept-manager-invites',
  async (trx, event, ctx) => {
    const invites = await hostingQueries.invitesOfEmail(trx, event.payload.Email.toLowerCase());
    if (invites.length === 0) return;
    const profile = await hostingQueries.profileById(trx, event.subjectId);
    if (!profile) return;
    for (const invite of invites) {
      const location = await hostingQueries.location(trx, invite.location_id);
      const by = await hostingQueries.profileById(trx, invite.invited_by);
      if (location)
        await makeManager(
          trx,
          {
            location,
            profile,
            byProfileId: invite.invited_by,
            byName: by ? `${by.first_name} ${by.last_name}`.trim() : 'Meetspace',
            publicUrl: ctx.publicUrl,
          },
          ctx.now,
        );
      await hostingQueries.deleteInvite(trx, invite.id);
    }
  },
);
