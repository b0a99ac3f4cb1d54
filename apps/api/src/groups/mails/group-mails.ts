import { groupSlug, localeOfLanguageId, localizedPath } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom a group mail goes to, in their language. */
export interface GroupAddressee {
  profileId: number;
  email: string;
  name: string;
  languageId: number;
}

/** The group a mail is about. */
export interface GroupFactsForMail {
  id: number;
  name: string;
}

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    requested: {
      subject: (group: string) => `Verzoek om lid te worden van ${group}`,
      body: (who: string, group: string) =>
        `${who} wil lid worden van de groep "${group}". Als beheerder van de groep kun je het verzoek goedkeuren of afwijzen.`,
      link: 'Bekijk de verzoeken',
    },
    approved: {
      subject: (group: string) => `Je bent lid van ${group}`,
      body: (group: string) => `Je verzoek om lid te worden van de groep "${group}" is goedgekeurd. Welkom!`,
      link: 'Naar de groep',
    },
    invited: {
      subject: (group: string) => `Uitnodiging voor ${group}`,
      body: (who: string, group: string) =>
        `${who} nodigt je uit om lid te worden van de groep "${group}". Open de groep en kies "Uitnodiging accepteren".`,
      link: 'Naar de groep',
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    requested: {
      subject: (group: string) => `Request to join ${group}`,
      body: (who: string, group: string) =>
        `${who} would like to join the group "${group}". As an admin of the group you can approve or decline the request.`,
      link: 'See the requests',
    },
    approved: {
      subject: (group: string) => `You are a member of ${group}`,
      body: (group: string) => `Your request to join the group "${group}" was approved. Welcome!`,
      link: 'Go to the group',
    },
    invited: {
      subject: (group: string) => `Invitation to ${group}`,
      body: (who: string, group: string) =>
        `${who} invites you to join the group "${group}". Open the group and choose "Accept invitation".`,
      link: 'Go to the group',
    },
  },
} as const;

type Kind = 'requested' | 'approved' | 'invited';

/** One group mail: greeting, the kind's sentence, the link to the group's page (or its members tab). */
function groupMail(
  to: GroupAddressee,
  kind: Kind,
  group: GroupFactsForMail,
  body: (t: (typeof TEXT)['nl' | 'en']) => string,
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  const page = kind === 'requested' ? 'network-group-members' : 'network-group';
  const link = `${publicUrl}${localizedPath(page, locale, { id: group.id, slug: groupSlug(group.name) })}`;
  return {
    kind: `group-${{ requested: 'join-requested', approved: 'member-approved', invited: 'member-invited' }[kind]}`,
    toEmail: to.email,
    toName: to.name,
    languageId: to.languageId,
    subject: t[kind].subject(group.name),
    text: [t.greeting(to.name), '', body(t), '', `${t[kind].link}: ${link}`, '', t.closing].join('\n'),
    profileId: to.profileId,
  };
}

/** To each admin of a group that takes requests: who asked, and the link to the members tab. */
export function joinRequestedMail(
  to: GroupAddressee,
  facts: { group: GroupFactsForMail; requester: string },
  publicUrl: string,
): Mail {
  return groupMail(
    to,
    'requested',
    facts.group,
    (t) => t.requested.body(facts.requester, facts.group.name),
    publicUrl,
  );
}

/** To the member whose request an admin approved. */
export function memberApprovedMail(
  to: GroupAddressee,
  facts: { group: GroupFactsForMail },
  publicUrl: string,
): Mail {
  return groupMail(to, 'approved', facts.group, (t) => t.approved.body(facts.group.name), publicUrl);
}

/** To the member an admin invited: who invited them, and the group's link (joining accepts). */
export function memberInvitedMail(
  to: GroupAddressee,
  facts: { group: GroupFactsForMail; invitedBy: string },
  publicUrl: string,
): Mail {
  return groupMail(
    to,
    'invited',
    facts.group,
    (t) => t.invited.body(facts.invitedBy, facts.group.name),
    publicUrl,
  );
}
