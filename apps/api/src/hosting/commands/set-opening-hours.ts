import { type HostOpeningHoursSet, openingHoursProblems } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { changeCatalogue } from '../catalogue-write.ts';
import { hostLocationAccess } from '../hosting.access.ts';
import type { HostDeps } from '../hosting.deps.ts';
import { hostingQueries } from '../hosting.queries.ts';
import { openingHoursOf } from '../hosting.reads.ts';

const WEEKDAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** One day of the week as the change log shows it: `1 Mon`, `09:00-17:00` (null: closed). */
const asLog = (set: HostOpeningHoursSet) =>
  new Map(
    set.OpeningHours.map((h) => [
      `${h.MeetingtypeId} ${WEEKDAYS[h.Weekday]}`,
      `${hhmm(h.OpenMinutes)}-${hhmm(h.CloseMinutes)}`,
    ]),
  );

/**
 * `PUT /v1/host/location/{id}/openinghours`: replaces the week. Times on quarter hours, closing after
 * opening, one row per meeting type and weekday (field errors otherwise). Each changed day is one
 * entry of the change log's row (`1 Mon`: `09:00-17:00` → `08:30-17:00`).
 */
export async function setOpeningHours(
  deps: HostDeps,
  actor: Actor,
  id: number,
  body: HostOpeningHoursSet,
): Promise<HostOpeningHoursSet> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  const problems = openingHoursProblems(body.OpeningHours);
  if (problems.length > 0) throw AppError.badRequest('The opening hours are not valid', problems);
  return changeCatalogue(deps, id, async (trx) => {
    const before = asLog(await openingHoursOf(trx, id));
    const after = asLog(body);
    const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
    const changes = keys
      .filter((k) => before.get(k) !== after.get(k))
      .map((k) => ({ Field: k, From: before.get(k) ?? null, To: after.get(k) ?? null }));
    if (changes.length > 0) {
      await hostingQueries.replaceOpeningHours(
        trx,
        id,
        body.OpeningHours.map((h) => ({
          meeting_type_id: h.MeetingtypeId,
          weekday: h.Weekday,
          open_minutes: h.OpenMinutes,
          close_minutes: h.CloseMinutes,
        })),
      );
    }
    return {
      result: await openingHoursOf(trx, id),
      changes: [
        {
          profileId: actor.profileId,
          subjectType: 'opening-hours',
          subjectId: null,
          action: 'update',
          changes,
        },
      ],
    };
  });
}
