import { AMENITIES, type Amenity } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { recordCatalogueChange } from '../kernel/catalogue-changes/catalogue-changes.ts';
import { insertRows } from './insert.ts';
import { DemoRandom } from './random.ts';

// The host area's demo data: every location's amenities (so the list filter and the location page
// have something to show), and a short change log for the demo host's locations.

/** Its own random stream (beside `Stream` in random.ts), so the other demo data stays as it was. */
const HOSTING_STREAM = 6;

/** How likely a demo location offers each amenity. */
const LIKELIHOOD: Record<Amenity, number> = {
  wifi: 0.95,
  projector: 0.7,
  screen: 0.6,
  whiteboard: 0.6,
  daylight: 0.8,
  'air-conditioning': 0.4,
  kitchen: 0.3,
  parking: 0.5,
  'public-transport': 0.6,
  'bike-storage': 0.5,
  lunch: 0.4,
  'step-free-access': 0.45,
  'hearing-loop': 0.15,
  'accessible-toilet': 0.35,
  lift: 0.4,
  'accessible-parking': 0.25,
};

/** What the demo host's locations always offer (the host's pages and the e2e test start from it). */
const HOST_AMENITIES: readonly Amenity[] = ['wifi', 'projector', 'step-free-access', 'accessible-toilet'];

const daysBefore = (now: Date, days: number, hour: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 15));

/** Writes amenities of every location and the demo host's change log (deterministic for a seed and `now`). */
export async function writeDemoHosting(trx: Kysely<DB>, seed: number, now: Date): Promise<void> {
  const random = new DemoRandom(seed, HOSTING_STREAM);
  const host = await trx
    .selectFrom('profiles')
    .select(['id'])
    .where('email', '=', 'host@example.com')
    .executeTakeFirst();
  const hosted = new Set(
    host
      ? (
          await trx
            .selectFrom('location_managers')
            .select('location_id')
            .where('profile_id', '=', host.id)
            .where('is_active', '=', 1)
            .execute()
        ).map((m) => m.location_id)
      : [],
  );
  const locations = await trx.selectFrom('locations').select(['id', 'name']).orderBy('id').execute();
  const rows: { location_id: number; amenity: string }[] = [];
  for (const location of locations) {
    for (const amenity of AMENITIES) {
      const drawn = random.chance(LIKELIHOOD[amenity]);
      if (drawn || (hosted.has(location.id) && HOST_AMENITIES.includes(amenity)))
        rows.push({ location_id: location.id, amenity });
    }
  }
  await insertRows(trx, 'location_amenities', rows);

  if (!host) return;
  let day = 30;
  for (const location of locations.filter((l) => hosted.has(l.id))) {
    const changes = [
      {
        subjectType: 'location',
        action: 'update',
        changes: [{ Field: 'MinHoursBeforeBooking', From: 0, To: 2 }],
      },
      {
        subjectType: 'opening-hours',
        action: 'update',
        changes: [{ Field: '1 Fri', From: '09:00-17:00', To: '08:30-18:00' }],
      },
      {
        subjectType: 'closed-day',
        action: 'create',
        changes: [
          { Field: 'Date', From: null, To: `${now.getUTCFullYear()}-12-26` },
          { Field: 'Reason', From: null, To: 'Tweede kerstdag' },
        ],
      },
    ];
    for (const change of changes) {
      day -= random.int(1, 3);
      await recordCatalogueChange(
        trx,
        { locationId: location.id, profileId: host.id, subjectId: null, ...change },
        daysBefore(now, Math.max(day, 1), random.int(8, 17)),
      );
    }
  }
}
