import type { Subscriber } from '../../kernel/events/events.ts';
import {
  acceptedMail,
  changeRequestedMail,
  closedMail,
  proposalSentApplicantMail,
  rejectedMail,
  tenderDeclinedApplicantMail,
  tenderRequestedMail,
} from './proposal-mails.ts';

/** Every reaction of the proposals area to its events (mails today). */
export const PROPOSAL_SUBSCRIBERS: readonly Subscriber[] = [
  tenderRequestedMail,
  proposalSentApplicantMail,
  tenderDeclinedApplicantMail,
  acceptedMail,
  changeRequestedMail,
  rejectedMail,
  closedMail,
];
