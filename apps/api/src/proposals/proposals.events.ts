import { defineEvent } from '../kernel/events/events.ts';

/** A tender asked one location for a proposal (one event per asked location; subject: the tender). */
export interface TenderRequested {
  TenderId: number;
  LocationId: number;
}

/** A location's host sent a proposal (or a new version of it). Subject: the proposal. */
export interface ProposalSent {
  TenderId: number;
  LocationId: number;
  Version: number;
}

/** The applicant decided or asked something about a proposal. Subject: the proposal. */
export interface ProposalDecided {
  TenderId: number;
  LocationId: number;
  Version: number;
  /** The applicant's comment (change request, accept remark) or reason (reject). */
  Comment: string | null;
}

/** A host declined a tender (subject: the tender). */
export interface TenderDeclined {
  TenderId: number;
  LocationId: number;
  Reason: string;
}

/**
 * The proposals area's events, written in the transaction of the change; mails react today,
 * notifications (proposal request, accepted, rejected, change request) will subscribe later.
 */
export const proposalEvents = {
  tenderRequested: defineEvent<TenderRequested>('tender.requested', 'tender'),
  tenderDeclined: defineEvent<TenderDeclined>('tender.declined', 'tender'),
  sent: defineEvent<ProposalSent>('proposal.sent', 'proposal'),
  accepted: defineEvent<ProposalDecided>('proposal.accepted', 'proposal'),
  changeRequested: defineEvent<ProposalDecided>('proposal.change-requested', 'proposal'),
  rejected: defineEvent<ProposalDecided>('proposal.rejected', 'proposal'),
  /** Another proposal of its tender was accepted: this one closed (expired). */
  closed: defineEvent<ProposalDecided>('proposal.closed', 'proposal'),
};
