import { normalizeSearchText, slugify } from '../../../../packages/domain/src/text/text.ts';
import { allocateLocations, CITIES, type City, jitter } from './cities.ts';
import { planHours } from './hours.ts';
import { DEMO_IMAGE_COUNTS, demoImageUrl } from './images/demo-images.ts';
import { capitalize, locationDescription, locationDirections, locationName } from './location-texts.ts';
import { type DemoRandom, instantAfter } from './random.ts';
import type { PlannedLocation } from './types.ts';

/** Catalogue rows (locations, spaces, options) are dated in the year before this instant. */
export const CATALOGUE_EPOCH = '2025-01-06T09:00:00.000Z';
const POSTAL_LETTERS = 'ABCDEFGHJKLMNPRTVWXZ';
const JITTER_KM = 3;

/**
 * The cities of `live` live locations plus `pending` pending ones, interleaved at random. The
 * pending ones go to the three biggest cities, so each of those keeps its live share.
 */
function planCities(random: DemoRandom, live: number, pending: number): { city: City; isLive: boolean }[] {
  const cities = allocateLocations(live).flatMap((share, index) =>
    Array.from({ length: share }, () => CITIES[index] as City),
  );
  const pendingCities = Array.from({ length: pending }, (_, index) => CITIES[index % 3] as City);
  return [
    ...random.shuffle(cities).map((city) => ({ city, isLive: true })),
    ...pendingCities.map((city) => ({ city, isLive: false })),
  ];
}

function postalCode(random: DemoRandom, city: City): string {
  const digits = random.int(city.postalFrom, city.postalTo);
  const letters = `${random.pick([...POSTAL_LETTERS])}${random.pick([...POSTAL_LETTERS])}`;
  return `${digits} ${letters}`;
}

/** A name no other location in the city has, while a few tries find one (big runs repeat names). */
function distinctName(random: DemoRandom, city: string, taken: Set<string>): string {
  let name = locationName(random, city);
  for (let tries = 0; tries < 8 && taken.has(`${city}|${name}`); tries += 1)
    name = locationName(random, city);
  taken.add(`${city}|${name}`);
  return name;
}

/** `base`, or `base-2`, `base-3`, ... when an earlier location has it already. */
function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Locations with their images, opening hours and closed days (spaces and options come later). */
export function planLocations(random: DemoRandom, live: number, pending: number): PlannedLocation[] {
  const slugs = new Set<string>();
  const names = new Set<string>();
  return planCities(random, live, pending).map(({ city, isLive }, index) => {
    const name = distinctName(random, city.name, names);
    // The city is in the slug once, also when the name already carries it.
    const slug = uniqueSlug(slugify(name.includes(city.name) ? name : `${name} ${city.name}`), slugs);
    const street = capitalize(random.faker.location.street());
    const point = jitter(
      city.latitude,
      city.longitude,
      JITTER_KM,
      random.float(0, 1, 6),
      random.float(0, 1, 6),
    );
    const description = locationDescription(random, name, city.name);
    const directions = locationDirections(random, city.name, street);
    const createdAt = instantAfter(CATALOGUE_EPOCH, random.float(0, 300, 4));
    const meetingTypeIds = planMeetingTypes(random);
    const hours = planHours(random, meetingTypeIds);
    // Two draws kept from when the demo made up each location's score and count, so the stream (and
    // every location after this one) stays as it was; both now follow from the reviews (reviews.ts).
    const reviewCount = random.int(1, 240);
    return {
      cityName: city.name,
      row: {
        channel_id: 1,
        country_id: 152,
        slug,
        name,
        search_text: normalizeSearchText(`${name} ${city.name}`),
        address: `${street} ${random.int(1, 250)}`,
        postal_code: postalCode(random, city),
        city: city.name,
        latitude: point.latitude,
        longitude: point.longitude,
        email: `info@${slug}.example.nl`,
        phone: random.faker.phone.number({ style: 'national' }),
        website: `https://www.${slug}.example.nl`,
        description_nl: description.nl,
        description_en: description.en,
        directions_nl: directions.nl,
        directions_en: directions.en,
        status: isLive ? 'live' : 'pending',
        time_zone: 'Europe/Amsterdam',
        min_hours_before_booking: random.weighted([
          [80, 0],
          [12, 2],
          [8, 24],
        ]),
        review_count: 0,
        review_score: drawnAndDropped(random.float(reviewCount < 5 ? 1 : 3.2, 5, 1)),
        created_at: createdAt,
        updated_at: instantAfter(createdAt, random.float(0, 30, 4)),
      },
      images: Array.from({ length: random.int(1, 3) }, (_, rank) => ({
        url: demoImageUrl('locations', ((index * 3 + rank) % DEMO_IMAGE_COUNTS.locations) + 1),
        alt: `${name}, ${city.name}`,
        alt_en: `${name}, ${city.name}`,
        rank,
      })),
      meetingTypeIds,
      openingHours: hours.openingHours,
      closedDays: hours.closedDays,
      spaces: [],
      options: [],
      packages: [],
    };
  });
}

/** A draw the stream keeps but the data no longer uses: 0 (the score is recounted from the reviews). */
function drawnAndDropped(_drawn: number): number {
  return 0;
}

/** Most locations have meeting rooms, many a workspace area, some temporary offices. */
function planMeetingTypes(random: DemoRandom): number[] {
  const types = [
    ...(random.chance(0.9) ? [1] : []),
    ...(random.chance(0.55) ? [2] : []),
    ...(random.chance(0.3) ? [3] : []),
  ];
  return types.length > 0 ? types : [random.pick([1, 2])];
}
