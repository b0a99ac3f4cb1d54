import {
  type HostSpace,
  type RemovalResult,
  type SpaceInputParsed,
  spaceInputErrors,
} from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { offeringsAccess } from '../offerings.access.ts';
import { SPACE_FIELDS, settingValues, spaceValues } from '../offerings.presenter.ts';
import { offeringsQueries as q } from '../offerings.queries.ts';
import { spaceView } from '../offerings.reads.ts';
import { type OfferingsDeps, recordChange, refuseInvalid, writeCatalogue } from './catalogue-write.ts';

/** `POST /v1/host/location/{id}/space`: a new space with its settings; searchable at once when active. */
export async function createSpace(
  deps: OfferingsDeps,
  actor: Actor,
  locationId: number,
  input: SpaceInputParsed,
): Promise<HostSpace> {
  await requireAccess(deps, actor, offeringsAccess.location, locationId);
  refuseInvalid(spaceInputErrors(input, await q.meetingTypesOf(deps.db, locationId)));
  return writeCatalogue(deps, async (trx) => {
    const id = await q.insertSpace(trx, locationId, spaceValues(input));
    await q.replaceSettings(trx, id, settingValues(input));
    const after = await spaceView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId,
      subjectType: 'space',
      subjectId: id,
      action: 'create',
      after,
      fields: SPACE_FIELDS,
    });
    return after;
  });
}

/** `PUT /v1/host/space/{id}`: replaces the space and its settings. */
export async function updateSpace(
  deps: OfferingsDeps,
  actor: Actor,
  id: number,
  input: SpaceInputParsed,
): Promise<HostSpace> {
  const row = await requireAccess(deps, actor, offeringsAccess.space, id);
  refuseInvalid(spaceInputErrors(input, await q.meetingTypesOf(deps.db, row.location_id)));
  return writeCatalogue(deps, async (trx) => {
    const before = await spaceView(trx, id);
    await q.updateSpace(trx, id, spaceValues(input));
    await q.replaceSettings(trx, id, settingValues(input));
    const after = await spaceView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'space',
      subjectId: id,
      action: 'update',
      before,
      after,
      fields: SPACE_FIELDS,
    });
    return after;
  });
}

/**
 * `DELETE /v1/host/space/{id}`: a space no booking or cart ever held is deleted with its settings;
 * otherwise it is deactivated (bookings keep pointing at it; searches no longer offer it).
 */
export async function removeSpace(deps: OfferingsDeps, actor: Actor, id: number): Promise<RemovalResult> {
  const row = await requireAccess(deps, actor, offeringsAccess.space, id);
  return writeCatalogue(deps, async (trx) => {
    const before = await spaceView(trx, id);
    if (await q.spaceInUse(trx, id)) {
      await q.updateSpace(trx, id, { is_active: 0 });
      await recordChange(trx, deps, actor, {
        locationId: row.location_id,
        subjectType: 'space',
        subjectId: id,
        action: 'deactivate',
        before,
        after: { ...before, IsActive: false },
        fields: SPACE_FIELDS,
      });
      return { Id: id, Outcome: 'Deactivated' as const };
    }
    await q.deleteSpace(trx, id);
    await recordChange<HostSpace>(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'space',
      subjectId: id,
      action: 'delete',
      fields: SPACE_FIELDS,
    });
    return { Id: id, Outcome: 'Deleted' as const };
  });
}
