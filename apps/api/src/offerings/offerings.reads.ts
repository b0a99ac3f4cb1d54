import type {
  HostOption,
  HostOptionList,
  HostPackage,
  HostPackageList,
  HostSpace,
  HostSpaceList,
  HostVoucher,
  HostVoucherList,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { offeringsAccess } from './offerings.access.ts';
import { presentOption, presentPackage, presentSpace, presentVoucher } from './offerings.presenter.ts';
import { offeringsQueries as q } from './offerings.queries.ts';

/** The head of every list: the location's id, name and the meeting types it offers. */
async function locationHead(db: Kysely<DB>, actor: Actor, locationId: number) {
  const location = await requireAccess({ db }, actor, offeringsAccess.location, locationId);
  return {
    LocationId: location.id,
    LocationName: location.name,
    MeetingtypeIds: await q.meetingTypesOf(db, location.id),
    MorePages: false,
  };
}

export async function spaceView(db: Kysely<DB>, id: number): Promise<HostSpace> {
  const row = await q.spaceById(db, id);
  if (!row) throw new Error(`space ${id} vanished`);
  return presentSpace(row, await q.settingsOf(db, [id]));
}

export async function optionView(db: Kysely<DB>, id: number): Promise<HostOption> {
  const row = await q.optionById(db, id);
  if (!row) throw new Error(`option ${id} vanished`);
  return presentOption(row);
}

export async function packageView(db: Kysely<DB>, id: number): Promise<HostPackage> {
  const row = await q.packageById(db, id);
  if (!row) throw new Error(`package ${id} vanished`);
  return presentPackage(row, await q.packageOptionsOf(db, [id]));
}

export async function voucherView(db: Kysely<DB>, id: number): Promise<HostVoucher> {
  const row = await q.voucherById(db, id);
  if (!row) throw new Error(`voucher ${id} vanished`);
  return presentVoucher(row, (await q.usesOf(db, [id])).get(id) ?? 0);
}

/** `GET /v1/host/location/{id}/space`. */
export async function listSpaces(db: Kysely<DB>, actor: Actor, locationId: number): Promise<HostSpaceList> {
  const head = await locationHead(db, actor, locationId);
  const rows = await q.spacesOf(db, locationId);
  const settings = await q.settingsOf(
    db,
    rows.map((r) => r.id),
  );
  return { ...head, Results: rows.map((r) => presentSpace(r, settings)) };
}

/** `GET /v1/host/space/{id}`. */
export async function getSpace(db: Kysely<DB>, actor: Actor, id: number): Promise<HostSpace> {
  await requireAccess({ db }, actor, offeringsAccess.space, id);
  return spaceView(db, id);
}

/** `GET /v1/host/location/{id}/option`. */
export async function listOptions(db: Kysely<DB>, actor: Actor, locationId: number): Promise<HostOptionList> {
  const head = await locationHead(db, actor, locationId);
  const rows = await q.optionsOf(db, locationId);
  return { ...head, Results: rows.map(presentOption) };
}

/** `GET /v1/host/location/{id}/package`. */
export async function listPackages(
  db: Kysely<DB>,
  actor: Actor,
  locationId: number,
): Promise<HostPackageList> {
  const head = await locationHead(db, actor, locationId);
  const rows = await q.packagesOf(db, locationId);
  const options = await q.packageOptionsOf(
    db,
    rows.map((r) => r.id),
  );
  return { ...head, Results: rows.map((r) => presentPackage(r, options)) };
}

/** `GET /v1/host/location/{id}/voucher`. */
export async function listVouchers(
  db: Kysely<DB>,
  actor: Actor,
  locationId: number,
): Promise<HostVoucherList> {
  const head = await locationHead(db, actor, locationId);
  const rows = await q.vouchersOf(db, locationId);
  const uses = await q.usesOf(
    db,
    rows.map((r) => r.id),
  );
  return { ...head, Results: rows.map((r) => presentVoucher(r, uses.get(r.id) ?? 0)) };
}
