import {
  type HostPackage,
  type PackageInputParsed,
  packageInputErrors,
  type RemovalResult,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { offeringsAccess } from '../offerings.access.ts';
import { PACKAGE_FIELDS, packageOptionValues, packageValues } from '../offerings.presenter.ts';
import { offeringsQueries as q } from '../offerings.queries.ts';
import { packageView } from '../offerings.reads.ts';
import { type OfferingsDeps, recordChange, refuseInvalid, writeCatalogue } from './catalogue-write.ts';

async function check(db: Kysely<DB>, locationId: number, input: PackageInputParsed) {
  const [meetingTypes, options] = await Promise.all([
    q.meetingTypesOf(db, locationId),
    q.optionsOf(db, locationId),
  ]);
  refuseInvalid(packageInputErrors(input, meetingTypes, new Set(options.map((o) => o.id))));
}

/** `POST /v1/host/location/{id}/package`: a new package with the location's options it includes. */
export async function createPackage(
  deps: OfferingsDeps,
  actor: Actor,
  locationId: number,
  input: PackageInputParsed,
): Promise<HostPackage> {
  await requireAccess(deps, actor, offeringsAccess.location, locationId);
  await check(deps.db, locationId, input);
  return writeCatalogue(deps, async (trx) => {
    const id = await q.insertPackage(trx, locationId, packageValues(input));
    await q.replacePackageOptions(trx, id, packageOptionValues(input));
    const after = await packageView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId,
      subjectType: 'package',
      subjectId: id,
      action: 'create',
      after,
      fields: PACKAGE_FIELDS,
    });
    return after;
  });
}

/** `PUT /v1/host/package/{id}`: replaces the package and its options. */
export async function updatePackage(
  deps: OfferingsDeps,
  actor: Actor,
  id: number,
  input: PackageInputParsed,
): Promise<HostPackage> {
  const row = await requireAccess(deps, actor, offeringsAccess.package, id);
  await check(deps.db, row.location_id, input);
  return writeCatalogue(deps, async (trx) => {
    const before = await packageView(trx, id);
    await q.updatePackage(trx, id, packageValues(input));
    await q.replacePackageOptions(trx, id, packageOptionValues(input));
    const after = await packageView(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'package',
      subjectId: id,
      action: 'update',
      before,
      after,
      fields: PACKAGE_FIELDS,
    });
    return after;
  });
}

/** `DELETE /v1/host/package/{id}`: deleted, or deactivated when a booking, cart or voucher points at it. */
export async function removePackage(deps: OfferingsDeps, actor: Actor, id: number): Promise<RemovalResult> {
  const row = await requireAccess(deps, actor, offeringsAccess.package, id);
  return writeCatalogue(deps, async (trx) => {
    const before = await packageView(trx, id);
    const inUse = await q.packageInUse(trx, id);
    if (inUse) await q.updatePackage(trx, id, { is_active: 0 });
    else await q.deletePackage(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'package',
      subjectId: id,
      action: inUse ? 'deactivate' : 'delete',
      before,
      after: inUse ? { ...before, IsActive: false } : undefined,
      fields: PACKAGE_FIELDS,
    });
    return { Id: id, Outcome: inUse ? ('Deactivated' as const) : ('Deleted' as const) };
  });
}
