import { type ClosedDayList, ErrorCode, isValidDateString } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { localDate } from '../../kernel/local-time.ts';
import { changeCatalogue } from '../catalogue-write.ts';
import { hostLocationAccess } from '../hosting.access.ts';
import type { HostDeps } from '../hosting.deps.ts';
import { hostingQueries } from '../hosting.queries.ts';
import { closedDaysOf } from '../hosting.reads.ts';

/**
 * `POST /v1/host/location/{id}/closedday`: closes the location on a date from its today on (the
 * same date again changes the reason). Searches skip the day at once.
 */
export async function addClosedDay(
  deps: HostDeps,
  actor: Actor,
  id: number,
  body: { Date: string; Reason: string },
): Promise<ClosedDayList> {
  const row = await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  if (!isValidDateString(body.Date))
    throw AppError.badRequest('Date is not a date', [{ Field: 'Date', Code: ErrorCode.Invalid }]);
  if (body.Date < localDate(deps.now, row.time_zone))
    throw AppError.badRequest('Date lies in the past', [{ Field: 'Date', Code: ErrorCode.DateInPast }]);
  return changeCatalogue(deps, id, async (trx) => {
    const existing = await hostingQueries.closedDay(trx, id, body.Date);
    if (existing) await hostingQueries.updateClosedDay(trx, existing.id, body.Reason);
    else await hostingQueries.insertClosedDay(trx, id, body.Date, body.Reason);
    const after = await hostingQueries.closedDay(trx, id, body.Date);
    return {
      result: await closedDaysOf(trx, row, deps.now),
      changes: [
        {
          profileId: actor.profileId,
          subjectType: 'closed-day',
          subjectId: after?.id ?? null,
          action: existing ? 'update' : 'create',
          changes: existing
            ? existing.reason === body.Reason
              ? []
              : [{ Field: 'Reason', From: existing.reason, To: body.Reason }]
            : [
                { Field: 'Date', From: null, To: body.Date },
                { Field: 'Reason', From: null, To: body.Reason },
              ],
        },
      ],
    };
  });
}

/** `DELETE /v1/host/location/{id}/closedday/{date}`: the location opens again that day (404 when it was not closed). */
export async function removeClosedDay(
  deps: HostDeps,
  actor: Actor,
  id: number,
  date: string,
): Promise<ClosedDayList> {
  const row = await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  return changeCatalogue(deps, id, async (trx) => {
    const existing = await hostingQueries.closedDay(trx, id, date);
    if (!existing) throw AppError.notFound(`The location is not closed on ${date}`);
    await hostingQueries.deleteClosedDay(trx, existing.id);
    return {
      result: await closedDaysOf(trx, row, deps.now),
      changes: [
        {
          profileId: actor.profileId,
          subjectType: 'closed-day',
          subjectId: existing.id,
          action: 'delete',
          changes: [
            { Field: 'Date', From: date, To: null },
            { Field: 'Reason', From: existing.reason, To: null },
          ],
        },
      ],
    };
  });
}
