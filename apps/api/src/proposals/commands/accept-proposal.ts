import { ContactType, ProposalErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { priceLines } from '../../pricing/index.ts';
import { createReservation, invoiceColumnsOf, invoiceColumnsOfSaved } from '../../reservations/index.ts';
import { evaluateForTender, periodOf } from '../host-tender.reads.ts';
import { type ProposalPeriodDeps, todayOf } from '../proposal-deps.ts';
import { assertActionable } from '../proposal-guards.ts';
import { proposalAccess } from '../proposals.access.ts';
import { proposalEvents } from '../proposals.events.ts';
import { fullName } from '../proposals.presenter.ts';
import { type ProposalRow, proposalQueries, type TenderRow } from '../proposals.queries.ts';

/** The invoice address of an accepted proposal: the applicant's saved billing address, else none. */
async function invoiceOf(trx: Kysely<DB>, profileId: number) {
  const saved = await proposalQueries.savedBilling(trx, profileId);
  return saved ? { invoice_billing_id: saved.id, ...invoiceColumnsOfSaved(saved) } : invoiceColumnsOf({});
}

/** Books the proposal as it stands: 409 with the warning codes unless every space is still free. */
async function book(
  deps: ProposalPeriodDeps,
  trx: Kysely<DB>,
  p: ProposalRow,
  tender: TenderRow,
  actor: Actor,
): Promise<number> {
  const [spaces, options, applicant, [location]] = await Promise.all([
    proposalQueries.proposalSpaces(trx, [p.id]),
    proposalQueries.proposalOptions(trx, [p.id]),
    proposalQueries.profile(trx, p.profile_id),
    proposalQueries.locations(trx, [p.location_id]),
  ]);
  if (!applicant || !location) throw AppError.notFound('Proposal not found');
  const evaluated = await evaluateForTender({ ...deps, db: trx }, tender, p.location_id, spaces);
  const taken: FieldError[] = evaluated.flatMap((e) =>
    e.warnings.map((code) => ({ Field: 'id', Code: code, Message: `Space ${e.line.space_id}: ${code}` })),
  );
  if (taken.length > 0) throw new AppError(409, 'Not every space of the proposal is free any more', taken);

  const lines = evaluated.map((e) => {
    if (e.gone) throw new Error('a gone space has warnings');
    const s = e.line;
    return {
      space_id: s.space_id,
      setting_id: s.setting_id,
      seats: s.seats,
      start_date: s.start_date,
      end_date: s.end_date,
      start_minutes: s.start_minutes,
      end_minutes: s.end_minutes,
      starts_at: e.starts_at,
      ends_at: e.ends_at,
      price_total_cents: s.price_cents,
      price_per_seat_cents: Math.round(s.price_cents / Math.max(1, s.seats)),
      tax_percentage: s.tax_percentage,
    };
  });
  const optionLines = options.map((o) => ({
    option_id: o.option_id,
    amount: o.amount,
    price_per_item_cents: o.price_per_item_cents,
    tax_percentage: o.tax_percentage,
  }));
  const totals = priceLines(
    lines,
    undefined,
    optionLines.map((o) => ({
      price_total_cents: o.amount * o.price_per_item_cents,
      tax_percentage: o.tax_percentage,
    })),
    undefined,
  ).totals;
  const first = lines.reduce((a, b) => (b.starts_at < a.starts_at ? b : a));
  return createReservation(
    trx,
    {
      source: 'proposal',
      channelId: tender.channel_id,
      name: tender.name || location.name,
      profileId: applicant.id,
      companyId: applicant.company_id,
      locationId: p.location_id,
      meetingTypeId: tender.meeting_type_id,
      languageId: p.language_id,
      period: periodOf(tender),
      startsAt: first.starts_at,
      totalSeats: Math.max(tender.seats, ...lines.map((l) => l.seats)),
      totals,
      voucherId: null,
      discountCents: 0,
      totalPaidCents: 0,
      package: undefined,
      cartId: null,
      searchId: null,
      comment: null,
      tags: '[]',
      termsId: await proposalQueries.bookingTermsId(trx, p.language_id),
      termsAcceptedBy: actor.profileId,
      invoice: await invoiceOf(trx, applicant.id),
      spaces: lines,
      options: optionLines.map((line) => ({ line, spaceIndex: null, startMinutes: null })),
      contacts: [
        {
          type_id: ContactType.Booker,
          name: fullName(applicant),
          email: applicant.email,
          phone: applicant.phone,
          receive_email: 1,
        },
      ],
      origin: { tenderId: tender.id, proposalKey: p.key },
    },
    { now: deps.now, actorId: actor.profileId },
  );
}

/** The tender's other pending proposals expire (history, `proposal.closed`); its waiting locations close. */
async function closeOthers(trx: Kysely<DB>, p: ProposalRow, actor: Actor, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  for (const other of await proposalQueries.pendingOthers(trx, p.tender_id, p.id)) {
    await proposalQueries.updateProposal(trx, other.id, { status: 'expired', updated_at: nowIso });
    await proposalQueries.insertHistory(trx, {
      proposal_id: other.id,
      kind: 'expired',
      version: other.version,
      profile_id: null,
      comment: null,
      snapshot: null,
      created_at: nowIso,
    });
    await proposalEvents.closed.emit(
      trx,
      {
        subjectId: other.id,
        actorId: actor.profileId,
        payload: {
          TenderId: other.tender_id,
          LocationId: other.location_id,
          Version: other.version,
          Comment: null,
        },
      },
      now,
    );
  }
  await proposalQueries.closeWaiting(trx, p.tender_id, nowIso);
}

/**
 * `PUT /v2/proposal/{key}/accept`: the applicant accepts an open proposal. Under the location's
 * booking lock the proposal moves to accepted by a conditional update (of parallel accepts exactly
 * one finds it open), every space is checked free again (409 with the warning codes, and nothing
 * changes), and a definite reservation is made with the proposal's spaces, options and prices
 * (`createReservation`, source `proposal`, its origin the tender and the key; the applicant its
 * booker, their saved billing address its invoice address). The tender is accepted, its other
 * pending proposals expire and its waiting locations close. Returns the accepted row.
 */
export async function acceptProposal(
  deps: ProposalPeriodDeps,
  actor: Actor,
  key: string,
  comment: string | undefined,
): Promise<ProposalRow> {
  const { db, now } = deps;
  const today = todayOf(now);
  const p = await requireAccess({ db }, actor, proposalAccess.decide, key);
  assertActionable(p, 'accept', today);
  const tender = await proposalQueries.tender(db, p.tender_id);
  if (!tender) throw AppError.notFound('Tender not found');
  return withBookingLock(db, [p.location_id], async (trx) => {
    const nowIso = now.toISOString();
    if (
      !(await proposalQueries.moveProposal(trx, p.id, ['open'], today, {
        status: 'accepted',
        updated_at: nowIso,
      }))
    ) {
      assertActionable((await proposalQueries.proposal(trx, p.id)) ?? p, 'accept', today);
      throw new AppError(409, 'This proposal was decided already', [
        { Field: 'id', Code: ProposalErrorCode.ProposalClosed },
      ]);
    }
    // The version as it is now (a new one sent before this accept is what is accepted).
    const accepted = (await proposalQueries.proposal(trx, p.id)) ?? p;
    const reservationId = await book(deps, trx, accepted, tender, actor);
    await proposalQueries.updateProposal(trx, p.id, { reservation_id: reservationId });
    await proposalQueries.updateTender(trx, tender.id, { status: 'accepted', updated_at: nowIso });
    await proposalQueries.insertHistory(trx, {
      proposal_id: p.id,
      kind: 'accepted',
      version: accepted.version,
      profile_id: actor.profileId,
      comment: comment || null,
      snapshot: null,
      created_at: nowIso,
    });
    await proposalEvents.accepted.emit(
      trx,
      {
        subjectId: p.id,
        actorId: actor.profileId,
        payload: {
          TenderId: p.tender_id,
          LocationId: p.location_id,
          Version: accepted.version,
          Comment: comment || null,
        },
      },
      now,
    );
    await closeOthers(trx, p, actor, now);
    return (await proposalQueries.proposal(trx, p.id)) ?? p;
  });
}
