import { randomBytes } from 'node:crypto';
import { ErrorCode, eurosToCents, ProposalErrorCode, type sendProposalBody } from '@meetspace/domain';
import type { z } from 'zod';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { priceLines } from '../../pricing/index.ts';
import { evaluateForTender, periodOf } from '../host-tender.reads.ts';
import { type ProposalPeriodDeps, todayOf } from '../proposal-deps.ts';
import { proposalAccess, type TenderAtLocation } from '../proposals.access.ts';
import { proposalEvents } from '../proposals.events.ts';
import { statusOf } from '../proposals.presenter.ts';
import {
  type ProposalRow,
  proposalQueries,
  type TenderLocationRow,
  type TenderRow,
} from '../proposals.queries.ts';

export type SendProposalInput = z.output<typeof sendProposalBody>;

/** 409 unless the location may (still) answer: not declined, closed, decided or expired. */
function assertMayAnswer(asked: TenderLocationRow, existing: ProposalRow | undefined, today: string): void {
  if (asked.status === 'declined') {
    throw new AppError(409, 'This location declined the tender', [
      { Field: 'TenderId', Code: ProposalErrorCode.TenderAnswered },
    ]);
  }
  const status = existing ? statusOf(existing, today) : undefined;
  if (status === 'expired') {
    throw new AppError(409, 'The proposal has expired', [
      { Field: 'TenderId', Code: ProposalErrorCode.ProposalExpired },
    ]);
  }
  if (asked.status === 'closed' || status === 'accepted' || status === 'rejected') {
    throw new AppError(409, 'The proposal was decided already', [
      { Field: 'TenderId', Code: ProposalErrorCode.ProposalClosed },
    ]);
  }
}

/** The proposal's lines, checked and priced: every space of the location and free, every option active there. */
async function priceProposal(
  deps: ProposalPeriodDeps,
  tender: TenderRow,
  locationId: number,
  body: SendProposalInput,
) {
  const { db } = deps;
  const problems: FieldError[] = [];
  const spaceRows = await proposalQueries.spaces(
    db,
    body.Spaces.map((s) => s.SpaceId),
  );
  body.Spaces.forEach((s, i) => {
    if (!spaceRows.some((r) => r.id === s.SpaceId && r.location_id === locationId)) {
      problems.push({
        Field: `Spaces[${i}].SpaceId`,
        Code: ErrorCode.Unknown,
        Message: 'Not a space of this location',
      });
    }
  });
  const optionRows = await proposalQueries.options(
    db,
    body.Options.map((o) => o.OptionId),
  );
  const offered = body.Options.map((o) =>
    optionRows.find((r) => r.id === o.OptionId && r.location_id === locationId && r.is_active === 1),
  );
  offered.forEach((row, i) => {
    if (!row) {
      problems.push({
        Field: `Options[${i}].OptionId`,
        Code: ErrorCode.Unknown,
        Message: 'Not an active option of this location',
      });
    }
  });
  if (problems.length > 0)
    throw AppError.badRequest('The proposal names what this location does not offer', problems);

  const evaluated = await evaluateForTender(
    deps,
    tender,
    locationId,
    body.Spaces.map((s) => ({
      ...periodOf(tender),
      space_id: s.SpaceId,
      setting_id: s.SettingId,
      seats: s.Seats,
      asked: s,
    })),
  );
  const taken: FieldError[] = evaluated.flatMap((e, i) =>
    e.warnings.map((code) => ({
      Field: `Spaces[${i}].SpaceId`,
      Code: code,
      Message: `Space ${e.line.space_id}: ${code}`,
    })),
  );
  if (taken.length > 0) throw new AppError(409, 'Not every space is free for the meeting', taken);

  const spaces = evaluated.map((e) => {
    if (e.gone) throw new Error('a gone space has warnings');
    const list = e.price_total_cents;
    return {
      space_id: e.line.space_id,
      setting_id: e.line.setting_id,
      seats: e.line.seats,
      ...periodOf(tender),
      list_price_cents: list,
      price_cents: e.line.asked.Price == null ? list : eurosToCents(e.line.asked.Price),
      tax_percentage: e.space.tax_percentage,
    };
  });
  const options = body.Options.map((o, i) => {
    const { price_cents, tax_percentage } = offered[i] as NonNullable<(typeof offered)[number]>;
    return {
      option_id: o.OptionId,
      amount: o.Amount,
      list_price_per_item_cents: price_cents,
      price_per_item_cents: o.PricePerItem == null ? price_cents : eurosToCents(o.PricePerItem),
      tax_percentage,
    };
  });
  const totals = priceLines(
    spaces.map((s) => ({ price_total_cents: s.price_cents, tax_percentage: s.tax_percentage })),
    undefined,
    options.map((o) => ({
      price_total_cents: o.amount * o.price_per_item_cents,
      tax_percentage: o.tax_percentage,
    })),
    undefined,
  ).totals;
  return { spaces, options, totals };
}

/**
 * `POST /v1/host/tender/{tenderId}/location/{locationId}/proposal`: the location's managers send
 * their proposal, or a new version while it is open or changes were asked for. ValidUntil lies
 * between today and the meeting's first day; every space is the location's and free for the
 * tender's period (a read check: accepting checks again under the booking lock); every option is
 * active there. Spaces and options without a price get their list price (the booking's rules).
 * The first send makes the proposal (a secret key, version 1, open) and marks the location
 * answered; a later one replaces the lines (version + 1, open again). Writes the `sent` history
 * entry with the version's lines and totals, and `proposal.sent` (the applicant is mailed).
 * Returns the proposal's id.
 */
export async function sendProposal(
  deps: ProposalPeriodDeps,
  actor: Actor,
  id: TenderAtLocation,
  body: SendProposalInput,
): Promise<number> {
  const { db, now } = deps;
  const asked = await requireAccess({ db }, actor, proposalAccess.answer, id);
  const tender = await proposalQueries.tender(db, asked.tender_id);
  if (!tender) throw AppError.notFound('Tender not found');
  const today = todayOf(now);
  if (body.ValidUntil < today || body.ValidUntil > tender.start_date) {
    throw AppError.badRequest('A proposal is valid from today until the meeting’s first day at the latest', [
      { Field: 'ValidUntil', Code: ProposalErrorCode.ValidUntilOutOfRange },
    ]);
  }
  const before =
    asked.proposal_id === null ? undefined : await proposalQueries.proposal(db, asked.proposal_id);
  assertMayAnswer(asked, before, today);
  const priced = await priceProposal(deps, tender, asked.location_id, body);
  const nowIso = now.toISOString();

  return db.transaction().execute(async (trx) => {
    // Two managers answering at once queue here; the second sees the first's proposal.
    const fresh = (await proposalQueries.lockTenderLocation(trx, asked.id)) ?? asked;
    const current =
      fresh.proposal_id === null ? undefined : await proposalQueries.proposal(trx, fresh.proposal_id);
    assertMayAnswer(fresh, current, today);
    const values = {
      status: 'open',
      text: body.Text,
      valid_until: body.ValidUntil,
      total_excl_cents: priced.totals.totalExclCents,
      total_incl_cents: priced.totals.totalInclCents,
      sent_by: actor.profileId,
      sent_at: nowIso,
      updated_at: nowIso,
    };
    let proposalId: number;
    let version: number;
    if (current) {
      proposalId = current.id;
      version = current.version + 1;
      // Conditional: an applicant's decision that committed meanwhile wins.
      if (
        !(await proposalQueries.moveProposal(trx, proposalId, ['open', 'changeRequested'], today, {
          ...values,
          version,
        }))
      ) {
        assertMayAnswer(fresh, await proposalQueries.proposal(trx, proposalId), today);
        throw new Error(`proposal ${proposalId} could not take a new version`);
      }
    } else {
      version = 1;
      proposalId = await proposalQueries.insertProposal(trx, {
        ...values,
        key: randomBytes(18).toString('base64url'),
        tender_id: tender.id,
        location_id: fresh.location_id,
        profile_id: tender.profile_id,
        language_id: tender.language_id,
        version,
        cancel_reason_type: null,
        cancel_reason: null,
        reservation_id: null,
        created_at: nowIso,
      });
      await proposalQueries.updateTenderLocation(trx, fresh.id, {
        status: 'answered',
        proposal_id: proposalId,
        updated_at: nowIso,
      });
    }
    await proposalQueries.replaceLines(trx, proposalId, priced.spaces, priced.options);
    await proposalQueries.insertHistory(trx, {
      proposal_id: proposalId,
      kind: 'sent',
      version,
      profile_id: actor.profileId,
      comment: null,
      snapshot: JSON.stringify({
        Version: version,
        ValidUntil: body.ValidUntil,
        Text: body.Text,
        Spaces: priced.spaces,
        Options: priced.options,
        TotalExclCents: priced.totals.totalExclCents,
        TotalInclCents: priced.totals.totalInclCents,
      }),
      created_at: nowIso,
    });
    await proposalEvents.sent.emit(
      trx,
      {
        subjectId: proposalId,
        actorId: actor.profileId,
        payload: { TenderId: tender.id, LocationId: fresh.location_id, Version: version },
      },
      now,
    );
    return proposalId;
  });
}
