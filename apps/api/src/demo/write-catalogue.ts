import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { idAt, insertReturningIds, insertRows, nestedIdAt } from './insert.ts';
import type { DemoPlan } from './plan.ts';
import type { PlannedLocation, PlannedPeople, ReferenceIds } from './types.ts';

// Writes the locations of a plan with everything that hangs off them (hours, spaces, options,
// packages, managers) and returns their ids per plan index.

/** Per-location ids of a nested list (spaces, options, packages), from one flat insert. */
async function insertNested<T>(
  locations: readonly PlannedLocation[],
  locationIds: readonly number[],
  items: (location: PlannedLocation) => readonly T[],
  insert: (rows: { locationId: number; item: T }[]) => Promise<number[]>,
): Promise<number[][]> {
  const rows = locations.flatMap((location, index) =>
    items(location).map((item) => ({ locationId: idAt(locationIds, index, 'location'), item })),
  );
  const ids = await insert(rows);
  let next = 0;
  return locations.map((location) => items(location).map(() => idAt(ids, next++, 'nested')));
}
/** Inserts locations and their catalogue; returns ids per plan index. */
export async function writeLocations(
  db: Kysely<DB>,
  plan: Pick<DemoPlan, 'locations'> & { people: Pick<PlannedPeople, 'managers'> },
  ref: ReferenceIds,
  profileIds: number[],
) {
  const { locations } = plan;
  const locationIds = await insertReturningIds(
    db,
    'locations',
    locations.map((l) => ({
      ...l.row,
      subscription_id: l.meetingTypeIds.every((t) => t === 2)
        ? ref.workspaceSubscriptionId
        : ref.fullSubscriptionId,
    })),
  );
  const perLocation = <T>(items: (l: PlannedLocation) => readonly T[]) =>
    locations.flatMap((l, index) =>
      items(l).map((item) => ({ ...item, location_id: idAt(locationIds, index, 'location') })),
    );
  await insertRows(
    db,
    'location_images',
    perLocation((l) => l.images),
  );
  await insertRows(
    db,
    'location_meeting_types',
    perLocation((l) => l.meetingTypeIds.map((meeting_type_id) => ({ meeting_type_id }))),
  );
  await insertRows(
    db,
    'opening_hours',
    perLocation((l) => l.openingHours),
  );
  await insertRows(
    db,
    'closed_days',
    perLocation((l) => l.closedDays),
  );
  await insertRows(
    db,
    'location_managers',
    plan.people.managers.map((m) => ({
      location_id: idAt(locationIds, m.locationIndex, 'location'),
      profile_id: idAt(profileIds, m.profileIndex, 'profile'),
      is_active: 1,
    })),
  );
  const spaceIds = await insertNested(
    locations,
    locationIds,
    (l) => l.spaces,
    (rows) =>
      insertReturningIds(
        db,
        'spaces',
        rows.map((r) => ({ ...r.item.row, location_id: r.locationId })),
      ),
  );
  await insertRows(
    db,
    'space_settings',
    locations.flatMap((l, li) =>
      l.spaces.flatMap((s, si) =>
        s.settings.map((setting) => ({ ...setting, space_id: nestedIdAt(spaceIds, li, si, 'space') })),
      ),
    ),
  );
  const optionIds = await insertNested(
    locations,
    locationIds,
    (l) => l.options,
    (rows) =>
      insertReturningIds(
        db,
        'options',
        rows.map((r) => ({ ...r.item.row, location_id: r.locationId })),
      ),
  );
  const packageIds = await insertNested(
    locations,
    locationIds,
    (l) => l.packages,
    (rows) =>
      insertReturningIds(
        db,
        'packages',
        rows.map((r) => ({ ...r.item.row, location_id: r.locationId })),
      ),
  );
  await insertRows(
    db,
    'package_options',
    locations.flatMap((l, li) =>
      l.packages.flatMap((p, pi) =>
        p.options.map((o) => ({
          package_id: nestedIdAt(packageIds, li, pi, 'package'),
          option_id: nestedIdAt(optionIds, li, o.optionIndex, 'option'),
          amount_per_person: o.amount_per_person,
        })),
      ),
    ),
  );
  return { locationIds, spaceIds, optionIds, packageIds };
}
