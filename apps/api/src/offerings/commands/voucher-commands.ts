import {
  type HostVoucher,
  OfferingErrorCode,
  type RemovalResult,
  type VoucherInputParsed,
  voucherInputErrors,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { offeringsAccess } from '../offerings.access.ts';
import { storedVoucherCode, VOUCHER_FIELDS, voucherValues } from '../offerings.presenter.ts';
import { offeringsQueries as q } from '../offerings.queries.ts';
import { voucherView } from '../offerings.reads.ts';
import {
  isUniqueViolation,
  type OfferingsDeps,
  recordChange,
  refuseInvalid,
  writeCatalogue,
} from './catalogue-write.ts';

const codeTaken = () =>
  AppError.badRequest('Another voucher has this code', [
    { Field: 'Code', Code: OfferingErrorCode.VoucherCodeTaken },
  ]);

async function check(db: Kysely<DB>, locationId: number, input: VoucherInputParsed, selfId?: number) {
  const [meetingTypes, packages] = await Promise.all([
    q.meetingTypesOf(db, locationId),
    q.packagesOf(db, locationId),
  ]);
  refuseInvalid(voucherInputErrors(input, meetingTypes, new Set(packages.map((p) => p.id))));
  const holder = await q.voucherIdByCode(db, storedVoucherCode(input.Code));
  if (holder !== undefined && holder !== selfId) throw codeTaken();
}

/** The unique index decides a race between two writes of the same code: the loser gets the same 400. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** `POST /v1/host/location/{id}/voucher`: a new voucher valid only at this location. */
export async function createVoucher(
  deps: OfferingsDeps,
  actor: Actor,
  locationId: number,
  input: VoucherInputParsed,
): Promise<HostVoucher> {
  await requireAccess(deps, actor, offeringsAccess.location, locationId);
  await check(deps.db, locationId, input);
  return uniqueCode(() =>
    writeCatalogue(deps, async (trx) => {
      const id = await q.insertVoucher(trx, locationId, voucherValues(input), deps.now.toISOString());
      const after = await voucherView(trx, id);
      await recordChange(trx, deps, actor, {
        locationId,
        subjectType: 'voucher',
        subjectId: id,
        action: 'create',
        after,
        fields: VOUCHER_FIELDS,
      });
      return after;
    }),
  );
}

/** `PUT /v1/host/voucher/{id}`: replaces a voucher of the location (it stays the location's). */
export async function updateVoucher(
  deps: OfferingsDeps,
  actor: Actor,
  id: number,
  input: VoucherInputParsed,
): Promise<HostVoucher> {
  const row = await requireAccess(deps, actor, offeringsAccess.voucher, id);
  await check(deps.db, row.location_id, input, id);
  return uniqueCode(() =>
    writeCatalogue(deps, async (trx) => {
      const before = await voucherView(trx, id);
      await q.updateVoucher(trx, id, voucherValues(input));
      const after = await voucherView(trx, id);
      await recordChange(trx, deps, actor, {
        locationId: row.location_id,
        subjectType: 'voucher',
        subjectId: id,
        action: 'update',
        before,
        after,
        fields: VOUCHER_FIELDS,
      });
      return after;
    }),
  );
}

/** `DELETE /v1/host/voucher/{id}`: deleted, or deactivated once used or carried by a booking or cart. */
export async function removeVoucher(deps: OfferingsDeps, actor: Actor, id: number): Promise<RemovalResult> {
  const row = await requireAccess(deps, actor, offeringsAccess.voucher, id);
  return writeCatalogue(deps, async (trx) => {
    const before = await voucherView(trx, id);
    const inUse = await q.voucherInUse(trx, id);
    if (inUse) await q.updateVoucher(trx, id, { is_active: 0 });
    else await q.deleteVoucher(trx, id);
    await recordChange(trx, deps, actor, {
      locationId: row.location_id,
      subjectType: 'voucher',
      subjectId: id,
      action: inUse ? 'deactivate' : 'delete',
      before,
      after: inUse ? { ...before, IsActive: false } : undefined,
      fields: VOUCHER_FIELDS,
    });
    return { Id: id, Outcome: inUse ? ('Deactivated' as const) : ('Deleted' as const) };
  });
}
