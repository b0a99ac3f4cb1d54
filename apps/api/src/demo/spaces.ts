import type { LocalizedText } from '@meetspace/domain';
import { DEMO_IMAGE_COUNTS, demoImageUrl } from './images/demo-images.ts';
import type { DemoRandom } from './random.ts';
import { ROOM_NAMES, ROOM_SETTINGS, WORKSPACE_AREAS } from './space-templates.ts';
import type { PlannedLocation, PlannedSpace } from './types.ts';

// Spaces of a location: meeting rooms with several seating settings, workspace areas (one shared
// capacity, setting 23) and temporary offices (setting 10 or 24).

type SpaceRow = PlannedSpace['row'];

function pricing(
  random: DemoRandom,
  meetingTypeId: number,
  size: number,
): Pick<SpaceRow, 'pricing_type_id' | 'price_cents'> {
  const pricingTypeId =
    meetingTypeId === 1
      ? random.weighted([
          [50, 2],
          [25, 1],
          [25, 3],
        ] as const)
      : meetingTypeId === 2
        ? random.weighted([
            [60, 1],
            [40, 3],
          ] as const)
        : random.weighted([
            [70, 2],
            [30, 3],
          ] as const);
  const perPerson = meetingTypeId === 2 ? 2500 : 3500;
  const cents =
    pricingTypeId === 1
      ? perPerson
      : pricingTypeId === 3
        ? perPerson / 2.5
        : meetingTypeId === 3
          ? 4000 + size * 900
          : 6000 + size * 300;
  return { pricing_type_id: pricingTypeId, price_cents: random.price(cents, 0.25) };
}

/** A space row; `size` (seats in the usual setting) drives the price of a whole room. */
function space(
  random: DemoRandom,
  meetingTypeId: number,
  rank: number,
  size: number,
  fields: Partial<SpaceRow> &
    Pick<SpaceRow, 'name_nl' | 'name_en' | 'capacity' | 'description_nl' | 'description_en'>,
): SpaceRow {
  return {
    meeting_type_id: meetingTypeId,
    ...pricing(random, meetingTypeId, size),
    tax_percentage: random.chance(0.1) ? 9 : 21,
    min_duration_minutes: 0,
    is_social_capital: 0,
    is_active: 1,
    rank,
    image_url: demoImageUrl('spaces', random.int(1, DEMO_IMAGE_COUNTS.spaces)),
    ...fields,
  };
}

function meetingRoom(random: DemoRandom, name: LocalizedText, rank: number): PlannedSpace {
  const base = random.weighted([
    [45, random.int(4, 10)],
    [40, random.int(10, 30)],
    [15, random.int(30, 80)],
  ] as const);
  const fitting = ROOM_SETTINGS.map((s) => ({
    id: s.id,
    min: s.min,
    max: Math.round(base * s.factor),
  })).filter((s) => s.min <= s.max && s.id !== 10);
  // The meeting setting takes one person too: the site's default search is for 1 seat (spec).
  const chosen = [{ id: 10, min: 1, max: base }, ...random.sample(fitting, random.int(1, 4))].sort(
    (a, b) => a.id - b.id,
  );
  const capacity = Math.max(...chosen.map((s) => s.max));
  return {
    row: space(random, 1, rank, base, {
      name_nl: name.nl,
      name_en: name.en,
      capacity,
      min_duration_minutes: random.weighted([
        [40, 0],
        [30, 60],
        [20, 120],
        [10, 240],
      ] as const),
      description_nl: `Vergaderzaal voor ${base} personen in vergaderopstelling, tot ${capacity} in andere opstellingen. Met whiteboard en wifi.`,
      description_en: `Meeting room for ${base} people around the meeting table, up to ${capacity} in other layouts. With whiteboard and wifi.`,
    }),
    settings: chosen.map((s) => ({ setting_id: s.id, min_seats: s.min, max_seats: s.max })),
  };
}

function workspace(random: DemoRandom, index: number, rank: number): PlannedSpace {
  const area = WORKSPACE_AREAS[index % WORKSPACE_AREAS.length] ?? { nl: 'Flexplekken', en: 'Workspaces' };
  const capacity = random.int(8, 60);
  const isSocialCapital = random.chance(0.25);
  const row = space(random, 2, rank, capacity, {
    name_nl: area.nl,
    name_en: area.en,
    capacity,
    description_nl: `${capacity} flexplekken met koffie, wifi en stroom aan elke tafel.`,
    description_en: `${capacity} flexible workspaces with coffee, wifi and power at every desk.`,
  });
  const social = isSocialCapital ? { pricing_type_id: 1, price_cents: 0, is_social_capital: 1 } : {};
  return { row: { ...row, ...social }, settings: [{ setting_id: 23, min_seats: 1, max_seats: capacity }] };
}

function temporaryOffice(random: DemoRandom, index: number, rank: number): PlannedSpace {
  const seats = random.int(1, 12);
  const number = `${random.int(0, 3)}.${String(index + 1).padStart(2, '0')}`;
  return {
    row: space(random, 3, rank, seats, {
      name_nl: `Kantoor ${number}`,
      name_en: `Office ${number}`,
      capacity: seats,
      min_duration_minutes: random.pick([0, 240]),
      description_nl: `Afsluitbaar kantoor met ${seats} ${seats === 1 ? 'werkplek' : 'werkplekken'}, per dag te huur.`,
      description_en: `Lockable office with ${seats} ${seats === 1 ? 'desk' : 'desks'}, to rent by the day.`,
    }),
    settings: [{ setting_id: random.pick([10, 24]), min_seats: 1, max_seats: seats }],
  };
}

/** 2 to 12 spaces over the location's meeting types, in rank order. */
export function planSpaces(random: DemoRandom, location: PlannedLocation): PlannedSpace[] {
  const types = location.meetingTypeIds;
  const counts = new Map<number, number>([
    [1, types.includes(1) ? random.int(1, 7) : 0],
    [
      2,
      types.includes(2)
        ? random.weighted([
            [75, 1],
            [25, 2],
          ] as const)
        : 0,
    ],
    [3, types.includes(3) ? random.int(1, 3) : 0],
  ]);
  const total = () => [...counts.values()].reduce((sum, n) => sum + n, 0);
  const first = types[0] ?? 1;
  while (total() < 2) counts.set(first, (counts.get(first) ?? 0) + 1);
  const names = random.sample(ROOM_NAMES, counts.get(1) ?? 0);
  const spaces: PlannedSpace[] = [];
  for (const name of names) spaces.push(meetingRoom(random, name, spaces.length));
  for (let i = 0; i < (counts.get(2) ?? 0); i += 1) spaces.push(workspace(random, i, spaces.length));
  for (let i = 0; i < (counts.get(3) ?? 0); i += 1) spaces.push(temporaryOffice(random, i, spaces.length));
  return spaces;
}
