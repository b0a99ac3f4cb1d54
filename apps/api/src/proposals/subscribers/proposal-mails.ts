import { localeOfLanguageId, type NotificationRuleKey } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type EventKind, type StoredEvent, subscribe } from '../../kernel/events/events.ts';
import { locationManagersToMail } from '../../kernel/mail/addressed-mail.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { notify } from '../../notifications/index.ts';
import {
  type HostNews,
  hostTenderMail,
  type MailMeeting,
  proposalSentMail,
  tenderDeclinedMail,
} from '../mails/proposal-mails.ts';
import { type ProposalDecided, proposalEvents } from '../proposals.events.ts';
import { fullName } from '../proposals.presenter.ts';
import { proposalQueries, type TenderRow } from '../proposals.queries.ts';

const meetingOf = (t: TenderRow): MailMeeting => ({
  tenderId: t.id,
  name: t.name,
  startDate: t.start_date,
  endDate: t.end_date,
  startMinutes: t.start_minutes,
  endMinutes: t.end_minutes,
  seats: t.seats,
});

/** The notification kind of each piece of news for a host (a closed tender has none: mail only). */
const NOTICE_OF: Partial<Record<HostNews, NotificationRuleKey>> = {
  requested: 'proposalRequest',
  accepted: 'proposalAccepted',
  rejected: 'proposalRejected',
  changeRequested: 'proposalChangeRequest',
};

/**
 * Tells every active manager of the location, each in their language: through their notifications
 * (their rule of the kind decides the inbox entry and the mail), or by mail alone for news without a
 * kind.
 */
async function mailManagers(
  trx: Kysely<DB>,
  facts: { tenderId: number; locationId: number; comment: string | null },
  news: HostNews,
  ctx: { now: Date; publicUrl: string },
): Promise<void> {
  const tender = await proposalQueries.tender(trx, facts.tenderId);
  const [location] = await proposalQueries.locations(trx, [facts.locationId]);
  if (!tender || !location) return;
  const applicant = await proposalQueries.profile(trx, tender.profile_id);
  const notice = NOTICE_OF[news];
  for (const manager of await locationManagersToMail(trx, facts.locationId)) {
    const mail = hostTenderMail(
      {
        locale: localeOfLanguageId(manager.language_id),
        profileId: manager.id,
        email: manager.email,
        name: fullName(manager),
      },
      news,
      {
        locationId: location.id,
        locationName: location.name,
        applicant: applicant ? fullName(applicant) : '',
        comment: facts.comment,
      },
      meetingOf(tender),
      ctx.publicUrl,
    );
    if (!notice) {
      await enqueueMail(trx, mail, ctx.now);
      continue;
    }
    await notify(
      trx,
      {
        profileId: manager.id,
        kind: notice,
        data: { title: tender.name, location: location.name },
        link: {
          route: 'host-tender',
          params: { tenderId: String(tender.id), locationId: String(location.id) },
        },
        mail,
      },
      ctx.now,
    );
  }
}

/** A tender asked a location: its managers hear, with the link to answer. */
export const tenderRequestedMail = subscribe(
  proposalEvents.tenderRequested,
  'proposals.tender-requested-mail',
  (trx, event, ctx) =>
    mailManagers(
      trx,
      { tenderId: event.payload.TenderId, locationId: event.payload.LocationId, comment: null },
      'requested',
      ctx,
    ),
);

/** The applicant's decision about a proposal: the location's managers hear. */
const decisionMail = (kind: EventKind<ProposalDecided>, news: HostNews) =>
  subscribe(kind, `proposals.${news}-host-mail`, (trx, event: StoredEvent<ProposalDecided>, ctx) =>
    mailManagers(
      trx,
      {
        tenderId: event.payload.TenderId,
        locationId: event.payload.LocationId,
        comment: event.payload.Comment,
      },
      news,
      ctx,
    ),
  );

export const acceptedMail = decisionMail(proposalEvents.accepted, 'accepted');
export const changeRequestedMail = decisionMail(proposalEvents.changeRequested, 'changeRequested');
export const rejectedMail = decisionMail(proposalEvents.rejected, 'rejected');
export const closedMail = decisionMail(proposalEvents.closed, 'closed');

/** A proposal (or a new version) was sent: the applicant hears in the proposal's language, with its link. */
export const proposalSentApplicantMail = subscribe(
  proposalEvents.sent,
  'proposals.sent-applicant-mail',
  async (trx, event, ctx) => {
    const proposal = await proposalQueries.proposal(trx, event.subjectId);
    if (!proposal) return;
    const [tender, [location], applicant] = await Promise.all([
      proposalQueries.tender(trx, proposal.tender_id),
      proposalQueries.locations(trx, [proposal.location_id]),
      proposalQueries.profile(trx, proposal.profile_id),
    ]);
    if (!tender || !location || !applicant) return;
    await enqueueMail(
      trx,
      proposalSentMail(
        {
          locale: localeOfLanguageId(proposal.language_id),
          profileId: applicant.id,
          email: applicant.email,
          name: fullName(applicant),
        },
        {
          key: proposal.key,
          locationName: location.name,
          validUntil: proposal.valid_until,
          text: proposal.text,
        },
        meetingOf(tender),
        ctx.publicUrl,
      ),
      ctx.now,
    );
  },
);

/** A location declined a tender: the applicant hears in the tender's language, with the reason. */
export const tenderDeclinedApplicantMail = subscribe(
  proposalEvents.tenderDeclined,
  'proposals.declined-applicant-mail',
  async (trx, event, ctx) => {
    const tender = await proposalQueries.tender(trx, event.payload.TenderId);
    if (!tender) return;
    const [[location], applicant] = await Promise.all([
      proposalQueries.locations(trx, [event.payload.LocationId]),
      proposalQueries.profile(trx, tender.profile_id),
    ]);
    if (!location || !applicant) return;
    await enqueueMail(
      trx,
      tenderDeclinedMail(
        {
          locale: localeOfLanguageId(tender.language_id),
          profileId: applicant.id,
          email: applicant.email,
          name: fullName(applicant),
        },
        { locationName: location.name, reason: event.payload.Reason },
        meetingOf(tender),
        ctx.publicUrl,
      ),
      ctx.now,
    );
  },
);
