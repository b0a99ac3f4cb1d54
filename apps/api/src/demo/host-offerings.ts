import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// What makes the host's vouchers section look alive: each live location host@example.com manages
// gets one voucher of its own (a promotion of 10% on its spaces, weekdays only). Deterministic:
// the codes follow the order of the locations' ids.

/** Writes the host's location vouchers (after the plan, so the managers and locations exist). */
export async function writeHostVouchers(trx: Kysely<DB>, createdAt: string): Promise<number> {
  const locations = await trx
    .selectFrom('location_managers as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select(['l.id', 'l.name'])
    .where('p.email', '=', 'host@example.com')
    .where('m.is_active', '=', 1)
    .where('l.status', '=', 'live')
    .orderBy('l.id')
    .execute();
  if (locations.length === 0) return 0;
  await trx
    .insertInto('vouchers')
    .values(
      locations.map((location, index) => ({
        code: `HOST${index + 1}-WEEK10`,
        type_id: 5,
        name: `10% doordeweeks bij ${location.name}`,
        location_id: location.id,
        weekday_mask: 0b0011111,
        discount_percentage: 10,
        created_at: createdAt,
      })),
    )
    .execute();
  return locations.length;
}
