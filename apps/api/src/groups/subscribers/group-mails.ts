import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { groupEvents } from '../groups.events.ts';
import { groupQueries, type MemberRow } from '../groups.queries.ts';
import { joinRequestedMail, memberApprovedMail, memberInvitedMail } from '../mails/group-mails.ts';

const nameOf = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

const addressee = (m: MemberRow) => ({
  profileId: m.profile_id,
  email: m.email,
  name: nameOf(m),
  languageId: m.language_id,
});

/** The group (not deleted) and the member's row, when the member still has `status`. */
async function groupAndMember(trx: Kysely<DB>, groupId: number, profileId: number, status: string) {
  const group = await groupQueries.byId(trx, groupId);
  const member = group && (await groupQueries.member(trx, groupId, profileId));
  return group && member?.status === status ? { group, member } : undefined;
}

/** A request to join: every admin of the group hears who asked (in their own language). */
const joinRequestedAdminsMail = subscribe(
  groupEvents.joinRequested,
  'groups.join-requested-mail',
  async (trx, event, ctx) => {
    const found = await groupAndMember(trx, event.subjectId, event.payload.ProfileId, 'Requested');
    if (!found) return;
    for (const admin of await groupQueries.adminsOf(trx, [found.group.id])) {
      await enqueueMail(
        trx,
        joinRequestedMail(
          addressee(admin),
          { group: found.group, requester: nameOf(found.member) },
          ctx.publicUrl,
        ),
        ctx.now,
      );
    }
  },
);

/** An approved request: the member hears they are in. */
const approvedMemberMail = subscribe(
  groupEvents.memberApproved,
  'groups.member-approved-mail',
  async (trx, event, ctx) => {
    const found = await groupAndMember(trx, event.subjectId, event.payload.ProfileId, 'Joined');
    if (!found) return;
    await enqueueMail(
      trx,
      memberApprovedMail(addressee(found.member), { group: found.group }, ctx.publicUrl),
      ctx.now,
    );
  },
);

/** An invitation: the member is mailed the group's link and who invited them. */
const invitedMemberMail = subscribe(
  groupEvents.memberInvited,
  'groups.member-invited-mail',
  async (trx, event, ctx) => {
    const found = await groupAndMember(trx, event.subjectId, event.payload.ProfileId, 'Invited');
    if (!found) return;
    const by = await groupQueries.profile(trx, event.payload.ByProfileId);
    await enqueueMail(
      trx,
      memberInvitedMail(
        addressee(found.member),
        { group: found.group, invitedBy: by ? nameOf(by) : 'Meetspace' },
        ctx.publicUrl,
      ),
      ctx.now,
    );
  },
);

/** The groups area's reactions to its domain events (mails through the outbox). */
export const GROUP_MAIL_SUBSCRIBERS: readonly Subscriber[] = [
  joinRequestedAdminsMail,
  approvedMemberMail,
  invitedMemberMail,
];
