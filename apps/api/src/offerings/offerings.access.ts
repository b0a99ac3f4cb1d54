import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type AccessContext, type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, managesLocation } from '../kernel/access/relations.ts';
import { offeringsQueries } from './offerings.queries.ts';

/** The location's managers (its host) and administrators may read and change what it sells. */
async function managesIt(actor: Actor | undefined, row: { location_id: number }, ctx: AccessContext) {
  return isAdmin(actor) || managesLocation(ctx.db, actor, row.location_id);
}

function hostPermission<Row extends { location_id: number }>(
  name: string,
  thing: string,
  load: (db: Kysely<DB>, id: number) => Promise<Row | undefined>,
) {
  return definePermission<Row>({
    name,
    member: 'always',
    load,
    allow: managesIt,
    messages: {
      notFound: `${thing} not found`,
      forbidden: `Only the location's managers can change its ${thing.toLowerCase()}s`,
    },
  });
}

/** Permissions of the host's calls: a location's offerings, and one space, option, package or voucher. */
export const offeringsAccess = {
  location: hostPermission('offerings.location', 'Location', async (db, id) => {
    const row = await offeringsQueries.location(db, id);
    return row && { ...row, location_id: row.id };
  }),
  space: hostPermission('offerings.space', 'Space', offeringsQueries.spaceById),
  option: hostPermission('offerings.option', 'Option', offeringsQueries.optionById),
  package: hostPermission('offerings.package', 'Package', offeringsQueries.packageById),
  /** Only a location's own voucher (a platform-wide one is the administration's). */
  voucher: hostPermission('offerings.voucher', 'Voucher', async (db, id) => {
    const row = await offeringsQueries.voucherById(db, id);
    return row && row.location_id !== null ? { ...row, location_id: row.location_id } : undefined;
  }),
};
