import { ProposalErrorCode } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import type { ProposalDeps } from '../proposal-deps.ts';
import { proposalAccess, type TenderAtLocation } from '../proposals.access.ts';
import { proposalEvents } from '../proposals.events.ts';
import { proposalQueries, type TenderLocationRow } from '../proposals.queries.ts';

/**
 * `PUT /v1/host/tender/{tenderId}/location/{locationId}/decline`: the location's managers decline
 * a tender they have not answered (a conditional update: only while waiting, else 409
 * `tender_answered`), with the reason the applicant is mailed (`tender.declined`). Returns the row.
 */
export async function declineTender(
  deps: ProposalDeps,
  actor: Actor,
  id: TenderAtLocation,
  reason: string,
): Promise<TenderLocationRow> {
  const { db, now } = deps;
  const asked = await requireAccess({ db }, actor, proposalAccess.answer, id);
  return db.transaction().execute(async (trx) => {
    if (!(await proposalQueries.declineWaiting(trx, asked.id, reason, now.toISOString()))) {
      throw new AppError(409, 'This tender was answered already', [
        { Field: 'TenderId', Code: ProposalErrorCode.TenderAnswered },
      ]);
    }
    await proposalEvents.tenderDeclined.emit(
      trx,
      {
        subjectId: asked.tender_id,
        actorId: actor.profileId,
        payload: { TenderId: asked.tender_id, LocationId: asked.location_id, Reason: reason },
      },
      now,
    );
    return (await proposalQueries.tenderLocation(trx, asked.tender_id, asked.location_id)) ?? asked;
  });
}
