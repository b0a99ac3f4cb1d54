import { groupSlug, localeOfLanguageId, localizedPath } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** Whom a group mail goes to, in their language. */
export interface GroupAddressee {
  profileId: number;
  email: string;
  name: string;
  languageId: number;
}

type Kind = 'requested' | 'approved' | 'invited';

const TEXT = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet,\nMeetspace',
    requested: {
      subject: (group: string) => `Nieuwe aanvraag voor ${group}`,
      body: (who: string, group: string) =>
        `${who} wil lid worden van de groep "${group}". Keur de aanvraag goed of wijs haar af bij de leden van de groep:`,
    },
    approved: {
      subject: (group: string) => `Welkom in ${group}`,
      body: (_who: string, group: string) => `Je aanvraag is goedgekeurd: je bent nu lid van de groep "${group}".`,
    },
    invited: {
      subject: (group: string) => `Uitnodiging voor ${group}`,
      body: (who: string, group: string) =>
        `${who} nodigt je uit voor de groep "${group}". Open de groep en kies "Uitnodiging aannemen":`,
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards,\nMeetspace',
    requested: {
      subject: (group: string) => `New request for ${group}`,
      body: (who: string, group: string) =>
        `${who} would like to join the group "${group}". Approve or decline the request on the group's members page:`,
    },
    approved: {
      subject: (group: string) => `Welcome to ${group}`,
      body: (_who: string, group: string) => `Your request was approved: you are now a member of the group "${group}".`,
    },
    invited: {
      subject: (group: string) => `Invitation to ${group}`,
      body: (who: string, group: string) =>
        `${who} invites you to the group "${group}". Open the group and choose "Accept invitation":`,
    },
  },
} as const;

/** A group mail: the join request (to an admin), the approval, the invitation; with the group's link. */
export function groupMail(
  kind: Kind,
  to: GroupAddressee,
  facts: { groupId: number; groupName: string; who: string; publicUrl: string },
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  const page = kind === 'requested' ? 'network-group-members' : 'network-group';
  const link = `${facts.publicUrl}${localizedPath(page, locale, { id: facts.groupId, slug: groupSlug(facts.groupName) })}`;
  return {
    kind: `group.${kind}`,
    toEmail: to.email,
    toName: to.name,
    languageId: to.languageId,
    subject: t[kind].subject(facts.groupName),
    text: [t.greeting(to.name), '', t[kind].body(facts.who, facts.groupName), link, '', t.closing].join('\n'),
    profileId: to.profileId,
  };
}
