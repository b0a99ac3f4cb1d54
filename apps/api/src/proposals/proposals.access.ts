import { ProposalErrorCode } from '@meetspace/domain';
import { definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import {
  type ProposalRow,
  proposalQueries,
  type TenderLocationRow,
  type TenderRow,
} from './proposals.queries.ts';

/** A tender at one location (the host's side is addressed by both ids). */
export interface TenderAtLocation {
  tenderId: number;
  locationId: number;
}

/** Who may do what with tenders and proposals. */
export const proposalAccess = {
  /** Read a tender (the compare table): its applicant, or an administrator. */
  tender: definePermission<TenderRow>({
    name: 'tender.read',
    member: 'always',
    load: proposalQueries.tender,
    allow: (actor, row) => isSelf(actor, row.profile_id) || isAdmin(actor),
    messages: { notFound: 'Tender not found', forbidden: 'This tender belongs to another member' },
  }),

  /** Read a proposal (by key): its applicant, the location's active managers, administrators. */
  read: definePermission<ProposalRow, string>({
    name: 'proposal.read',
    member: 'always',
    load: proposalQueries.proposalByKey,
    allow: (actor, row, ctx) =>
      isSelf(actor, row.profile_id) || isAdmin(actor) || managesLocation(ctx.db, actor, row.location_id),
    messages: { notFound: 'Proposal not found', forbidden: 'This proposal belongs to another member' },
  }),

  /**
   * Accept, ask for changes, reject: the applicant only (an administrator or the host neither), 403
   * with the `not_applicant` code.
   */
  decide: definePermission<ProposalRow, string>({
    name: 'proposal.decide',
    member: 'always',
    load: proposalQueries.proposalByKey,
    allow: (actor, row) => {
      if (isSelf(actor, row.profile_id)) return true;
      throw new AppError(403, 'Only the applicant may change this proposal', [
        { Field: 'id', Code: ProposalErrorCode.NotApplicant },
      ]);
    },
    messages: { notFound: 'Proposal not found', forbidden: 'Only the applicant may change this proposal' },
  }),

  /** A tender at a location, on the host's side: that location's active managers (404 when it was not asked). */
  answer: definePermission<TenderLocationRow, TenderAtLocation>({
    name: 'tender.answer',
    member: 'always',
    load: (db, id) => proposalQueries.tenderLocation(db, id.tenderId, id.locationId),
    allow: (actor, row, ctx) => managesLocation(ctx.db, actor, row.location_id),
    messages: {
      notFound: 'This tender did not ask this location',
      forbidden: 'You do not manage this location',
    },
  }),
};
