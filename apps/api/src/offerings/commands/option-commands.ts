import {
  type HostOption,
  type OptionInputParsed,
  optionInputErrors,
  type RemovalResult,
} from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { offeringsAccess } from '../offerings.access.ts';
import { OPTION_FIELDS, optionValues } from '../offerings.presenter.ts';
import { offeringsQueries as q } from '../offerings.queries.ts';
import { optionView } from '../offerings.reads.ts';
import { type OfferingsDeps, recordChange, refuseInvalid, writeCatalogue } from './catalogue-write.ts';

/** `POST /v1/host/location/{id}/option`: a new option (extra) of the location. */
export async function createOption(
  deps: OfferingsDeps,
  actor: Actor,
  locationId: number,
  input: OptionInputParsed,
): Promise<HostOption> {
  await requireAccess(deps, actor, offeringsAccess.location, locationId);
  refuseInvalid(optionInputErrors(input));
  return writeCatalogue(deps, async (trx) => {
    const id = await q.insertOption(trx, locationId, optionValues(input));
    const after = await optionView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId,
      subjectType: 'option',
      subjectId: id,
      action: 'create',
      after,
      fields: OPTION_FIELDS,
    });
    return after;
  });
}

/** `PUT /v1/host/option/{id}`: replaces the option. */
export async function updateOption(
  deps: OfferingsDeps,
  actor: Actor,
  id: number,
  input: OptionInputParsed,
): Promise<HostOption> {
  const row = await requireAccess(deps, actor, offeringsAccess.option, id);
  refuseInvalid(optionInputErrors(input));
  return writeCatalogue(deps, async (trx) => {
    const before = await optionView(trx, id);
    await q.updateOption(trx, id, optionValues(input));
    const after = await optionView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'option',
      subjectId: id,
      action: 'update',
      before,
      after,
      fields: OPTION_FIELDS,
    });
    return after;
  });
}

/** `DELETE /v1/host/option/{id}`: deleted, or deactivated when a booking, cart or package holds it. */
export async function removeOption(deps: OfferingsDeps, actor: Actor, id: number): Promise<RemovalResult> {
  const row = await requireAccess(deps, actor, offeringsAccess.option, id);
  return writeCatalogue(deps, async (trx) => {
    const before = await optionView(trx, id);
    const inUse = await q.optionInUse(trx, id);
    if (inUse) await q.updateOption(trx, id, { is_active: 0 });
    else await q.deleteOption(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'option',
      subjectId: id,
      action: inUse ? 'deactivate' : 'delete',
      before,
      after: inUse ? { ...before, IsActive: false } : undefined,
      fields: OPTION_FIELDS,
    });
    return { Id: id, Outcome: inUse ? ('Deactivated' as const) : ('Deleted' as const) };
  });
}
