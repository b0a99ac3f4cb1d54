import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { currentPrices, type EventTypeId, eventSlug, isoWeekdayOf, LanguageId } from '@meetspace/domain';
import type { Insertable, Kysely } from 'kysely';
import { normalizeSearchText, slugify } from '../../../../packages/domain/src/text/text.ts';
import type { DB } from '../db/schema.ts';
import { addDays, localDate, localToUtcIso } from '../kernel/local-time.ts';
import {
  EVENT_TEXTS,
  type EventKey,
  type EventLanguage,
  REGISTRATION_TAGS,
  SPECIAL_INTERESTS,
} from './event-texts.ts';
import { EVENT_IMAGE_SOURCE, EVENT_IMAGE_VARIANTS, renderEventImage } from './images/event-images.ts';
import { insertReturningIds } from './insert.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';

// The demo's events (the events area's tables, written as its API would write them), after the
// rest of the demo with their own random stream (`Stream.Events`), so the other streams stay as
// they were. 24 published events over the coming three months (one of them private), one draft and
// one past event; Dutch and English, free and paid (EUR, 21% VAT, some with an early-bird price),
// offline at demo locations or own addresses, online and hybrid. host@example.com organizes
// several, the booker one draft and one published event with participants; participants are demo
// members and anonymous visitors. The booker attends three upcoming events (one still to be paid:
// an open payment) and the past one. The README lists them.

const TIME_ZONE = 'Europe/Amsterdam';
const TAX = 21;
const CURRENCY = 'EUR';
/** Days nobody plans an event on (month-day): Christmas to New Year. */
const HOLIDAYS = ['12-24', '12-25', '12-26', '12-27', '12-28', '12-29', '12-30', '12-31', '01-01'];
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Where the demo's event pictures go under the upload folder: `events/<uploader>/<version>/`. */
export const eventImageFolder = (profileId: number) => ['events', String(profileId)];

/** Who: a fixed account, or the n-th plain Dutch or English demo member. */
type Who = 'host' | 'booker' | { nl: number } | { en: number };

/** Addresses of events not held at a demo location (the organizer typed them). */
const ADDRESSES = {
  kade: {
    location_name: 'De Kade',
    address: 'Oostelijke Handelskade 12',
    postal_code: '1019 BM',
    city: 'Amsterdam',
    latitude: 52.3765,
    longitude: 4.9265,
  },
  park: {
    location_name: 'Theehuis Wilhelminapark',
    address: 'Wilhelminapark 8',
    postal_code: '3581 NC',
    city: 'Utrecht',
    latitude: 52.0862,
    longitude: 5.1364,
  },
  stadslab: {
    location_name: 'Stadslab Strijp',
    address: 'Torenallee 20',
    postal_code: '5617 BC',
    city: 'Eindhoven',
    latitude: 51.4491,
    longitude: 5.456,
  },
} as const;

interface EventSpec {
  key: EventKey;
  language: EventLanguage;
  type: EventTypeId;
  organizer: Who;
  /** A second organizer: a demo member, or someone added by e-mail who is no member. */
  coOrganizer?: Who | 'guest';
  /** Days from today (moved on to the first weekday that is no holiday); negative: past. */
  inDays: number;
  /** 2: ends the next day. */
  days?: number;
  start: number;
  end: number;
  /** A demo location (the host's n-th live location, or the n-th other), an own address, or none (online). */
  place: { host: number } | { other: number; city?: string } | { address: keyof typeof ADDRESSES } | null;
  online: 'offline' | 'online' | 'hybrid';
  capacity: number | null;
  /** Incl. VAT; `early` applies until `earlyDaysBefore` days before the event (the later price starts then). */
  price?: { cents: number; early?: { cents: number; daysBefore: number } };
  /** Confirmed and pending participants (the booker included). */
  taken: number;
  /** Of those, places held but not paid yet (paid events). */
  pending?: number;
  waiting?: number;
  cancelled?: number;
  booker?: 'confirmed' | 'pending';
  draft?: true;
  private?: true;
  createdDaysAgo: number;
}

/** The demo's events, in the order they are written (event ids follow it in an empty database). */
export const EVENTS: readonly EventSpec[] = [
  {
    key: 'networkDrinks',
    language: 'nl',
    type: 5,
    organizer: 'host',
    coOrganizer: { nl: 0 },
    inDays: 6,
    start: 1020,
    end: 1200,
    place: { host: 0 },
    online: 'offline',
    capacity: 60,
    taken: 34,
    cancelled: 2,
    booker: 'confirmed',
    createdDaysAgo: 30,
  },
  {
    key: 'effectiveMeetings',
    language: 'nl',
    type: 18,
    organizer: 'host',
    inDays: 12,
    start: 540,
    end: 900,
    place: { host: 1 },
    online: 'offline',
    capacity: 16,
    price: { cents: 9500 },
    taken: 15,
    pending: 1,
    createdDaysAgo: 40,
  },
  {
    key: 'lunchLecture',
    language: 'nl',
    type: 6,
    organizer: 'host',
    inDays: 9,
    start: 720,
    end: 840,
    place: { host: 2 },
    online: 'offline',
    capacity: 24,
    taken: 24,
    waiting: 4,
    cancelled: 1,
    createdDaysAgo: 25,
  },
  {
    key: 'remoteLeadership',
    language: 'en',
    type: 2,
    organizer: 'host',
    inDays: 19,
    start: 570,
    end: 930,
    place: { host: 0 },
    online: 'hybrid',
    capacity: 24,
    price: { cents: 14900 },
    taken: 14,
    pending: 2,
    booker: 'pending',
    createdDaysAgo: 21,
  },
  {
    key: 'productLaunch',
    language: 'nl',
    type: 7,
    organizer: 'host',
    inDays: 33,
    start: 960,
    end: 1170,
    place: { host: 3 },
    online: 'offline',
    capacity: 80,
    taken: 27,
    createdDaysAgo: 12,
  },
  {
    key: 'designSprint',
    language: 'en',
    type: 3,
    organizer: 'host',
    coOrganizer: 'guest',
    inDays: 52,
    days: 2,
    start: 540,
    end: 1020,
    place: { host: 1 },
    online: 'offline',
    capacity: 20,
    price: { cents: 24900, early: { cents: 19900, daysBefore: 30 } },
    taken: 9,
    createdDaysAgo: 18,
  },
  {
    key: 'aiWebinar',
    language: 'nl',
    type: 8,
    organizer: { nl: 1 },
    inDays: 4,
    start: 720,
    end: 780,
    place: null,
    online: 'online',
    capacity: null,
    taken: 41,
    cancelled: 3,
    createdDaysAgo: 15,
  },
  {
    key: 'pitchNight',
    language: 'en',
    type: 4,
    organizer: { en: 0 },
    inDays: 15,
    start: 1110,
    end: 1320,
    place: { address: 'kade' },
    online: 'offline',
    capacity: 120,
    taken: 63,
    createdDaysAgo: 28,
  },
  {
    key: 'customerJourney',
    language: 'nl',
    type: 2,
    organizer: 'booker',
    inDays: 26,
    start: 810,
    end: 1020,
    place: { other: 0 },
    online: 'offline',
    capacity: 25,
    price: { cents: 4500 },
    taken: 11,
    pending: 1,
    createdDaysAgo: 10,
  },
  {
    key: 'teamOuting',
    language: 'nl',
    type: 3,
    organizer: 'booker',
    inDays: 60,
    start: 570,
    end: 960,
    place: { other: 1 },
    online: 'offline',
    capacity: 30,
    taken: 0,
    draft: true,
    createdDaysAgo: 2,
  },
  {
    key: 'creativeWriting',
    language: 'nl',
    type: 17,
    organizer: { nl: 2 },
    inDays: 22,
    start: 570,
    end: 930,
    place: { other: 2 },
    online: 'offline',
    capacity: 12,
    price: { cents: 6500 },
    taken: 11,
    booker: 'confirmed',
    createdDaysAgo: 35,
  },
  {
    key: 'coworkingMeetup',
    language: 'en',
    type: 19,
    organizer: { en: 1 },
    inDays: 29,
    start: 1080,
    end: 1260,
    place: { other: 3, city: 'Rotterdam' },
    online: 'offline',
    capacity: 40,
    taken: 17,
    createdDaysAgo: 9,
  },
  {
    key: 'excelOnline',
    language: 'nl',
    type: 20,
    organizer: { nl: 3 },
    inDays: 36,
    start: 570,
    end: 750,
    place: null,
    online: 'online',
    capacity: 50,
    price: { cents: 3500 },
    taken: 22,
    pending: 1,
    createdDaysAgo: 20,
  },
  {
    key: 'volunteerMeeting',
    language: 'nl',
    type: 1,
    organizer: { nl: 4 },
    inDays: 17,
    start: 1170,
    end: 1260,
    place: { other: 4 },
    online: 'offline',
    capacity: 15,
    taken: 9,
    private: true,
    createdDaysAgo: 8,
  },
  {
    key: 'pubQuiz',
    language: 'nl',
    type: 5,
    organizer: 'host',
    inDays: 43,
    start: 1020,
    end: 1200,
    place: { host: 2 },
    online: 'offline',
    capacity: 100,
    taken: 38,
    cancelled: 2,
    createdDaysAgo: 14,
  },
  {
    key: 'gdpr',
    language: 'en',
    type: 2,
    organizer: { en: 2 },
    coOrganizer: { en: 3 },
    inDays: 47,
    start: 780,
    end: 990,
    place: { other: 5 },
    online: 'hybrid',
    capacity: 30,
    price: { cents: 12000 },
    taken: 13,
    createdDaysAgo: 16,
  },
  {
    key: 'mindfulness',
    language: 'nl',
    type: 0,
    organizer: { nl: 5 },
    inDays: 31,
    start: 570,
    end: 720,
    place: { address: 'park' },
    online: 'offline',
    capacity: 20,
    price: { cents: 2500 },
    taken: 12,
    createdDaysAgo: 11,
  },
  {
    key: 'productRoundtable',
    language: 'en',
    type: 3,
    organizer: { en: 4 },
    inDays: 24,
    start: 480,
    end: 630,
    place: { other: 6 },
    online: 'offline',
    capacity: 18,
    taken: 17,
    createdDaysAgo: 19,
  },
  {
    key: 'businessBreakfast',
    language: 'nl',
    type: 6,
    organizer: { nl: 6 },
    inDays: 57,
    start: 450,
    end: 570,
    place: { other: 7, city: 'Den Haag' },
    online: 'offline',
    capacity: 50,
    taken: 21,
    createdDaysAgo: 6,
  },
  {
    key: 'pitchTraining',
    language: 'nl',
    type: 8,
    organizer: { nl: 7 },
    inDays: 40,
    start: 540,
    end: 960,
    place: { other: 8 },
    online: 'offline',
    capacity: 10,
    price: { cents: 17500, early: { cents: 14500, daysBefore: 21 } },
    taken: 8,
    createdDaysAgo: 13,
  },
  {
    key: 'sustainabilityPanel',
    language: 'en',
    type: 4,
    organizer: { en: 0 },
    inDays: 64,
    start: 900,
    end: 1080,
    place: { other: 9 },
    online: 'hybrid',
    capacity: 60,
    taken: 19,
    createdDaysAgo: 7,
  },
  {
    key: 'socialPhotography',
    language: 'nl',
    type: 17,
    organizer: { nl: 8 },
    inDays: 71,
    start: 780,
    end: 990,
    place: { other: 10 },
    online: 'offline',
    capacity: 14,
    price: { cents: 5500 },
    taken: 6,
    createdDaysAgo: 5,
  },
  {
    key: 'agileCoffee',
    language: 'en',
    type: 18,
    organizer: { en: 5 },
    inDays: 78,
    start: 540,
    end: 660,
    place: { other: 11 },
    online: 'offline',
    capacity: 25,
    taken: 8,
    createdDaysAgo: 4,
  },
  {
    key: 'boardMeetings',
    language: 'nl',
    type: 1,
    organizer: { nl: 9 },
    inDays: 84,
    start: 1170,
    end: 1260,
    place: null,
    online: 'online',
    capacity: 100,
    taken: 15,
    createdDaysAgo: 3,
  },
  {
    key: 'smartCityHackathon',
    language: 'en',
    type: 19,
    organizer: { en: 6 },
    coOrganizer: { en: 7 },
    inDays: 88,
    days: 2,
    start: 540,
    end: 1200,
    place: { address: 'stadslab' },
    online: 'offline',
    capacity: 40,
    taken: 12,
    createdDaysAgo: 10,
  },
  {
    key: 'autumnConference',
    language: 'nl',
    type: 4,
    organizer: 'host',
    coOrganizer: { nl: 0 },
    inDays: -12,
    start: 570,
    end: 990,
    place: { host: 3 },
    online: 'offline',
    capacity: 70,
    price: { cents: 8900 },
    taken: 46,
    booker: 'confirmed',
    createdDaysAgo: 75,
  },
];

/**
 * Which of the drawn pictures (images/event-images.ts: 0 and 4 a stage, 1 and 5 a workshop, 2 a video
 * call, 3 drinks) suits an event: a video call online, drinks at a reception or network lunch, a
 * workshop table at a training, brainstorm or the like, else a stage.
 */
function pictureOf(spec: EventSpec, index: number): number {
  if (spec.online === 'online') return 2;
  if (spec.type === 5 || spec.type === 6) return 3;
  if ([2, 3, 17, 18, 19, 20].includes(spec.type)) return index % 2 === 0 ? 1 : 5;
  return index % 2 === 0 ? 0 : 4;
}

/** What the demo wrote, for the summary and the tests. */
export interface DemoEventsSummary {
  events: number;
  registrations: number;
  payments: number;
  images: number;
}

interface Member {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  language_id: number;
  company: string | null;
}

interface Place {
  location_id: number | null;
  location_name: string;
  location_can_edit: number;
  address: string;
  postal_code: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

const NO_PLACE: Place = {
  location_id: null,
  location_name: '',
  location_can_edit: 1,
  address: '',
  postal_code: '',
  city: '',
  latitude: null,
  longitude: null,
};

/** A person registering: a demo member, or an anonymous visitor. */
interface Person {
  profile: Member | null;
  first_name: string;
  last_name: string;
  email: string;
  language_id: number;
  organization: string;
}

/**
 * Writes the demo's events (inside the demo's transaction; deterministic for a seed and `now`).
 * With an upload folder, each event but the draft gets a picture there (and its `uploaded_images`
 * row); without one, events have no picture.
 */
export async function writeDemoEvents(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
  uploadDir?: string,
): Promise<DemoEventsSummary> {
  const summary: DemoEventsSummary = { events: 0, registrations: 0, payments: 0, images: 0 };
  const random = new DemoRandom(seed, Stream.Events);
  const nowIso = now.toISOString();
  const today = localDate(now, TIME_ZONE);
  const ago = (days: number) => instantAfter(nowIso, -days);

  const profiles: Member[] = await trx
    .selectFrom('profiles as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.id',
      'p.email',
      'p.first_name',
      'p.last_name',
      'p.phone',
      'p.language_id',
      'c.name as company',
    ])
    .where('p.is_activated', '=', 1)
    .orderBy('p.id')
    .execute();
  const booker = profiles.find((p) => p.email === 'booker@example.com');
  const host = profiles.find((p) => p.email === 'host@example.com');
  if (!booker || !host) return summary;
  const staff = await trx.selectFrom('profiles').select('id').where('role', '!=', 'member').execute();
  const skip = new Set([booker.id, host.id, ...staff.map((s) => s.id)]);
  const plain = profiles.filter((p) => !skip.has(p.id));
  // From the end of the member list, so the proposals' first members stay apart.
  const dutch = plain.filter((p) => p.language_id === LanguageId.nl).reverse();
  const english = plain.filter((p) => p.language_id === LanguageId.en).reverse();
  const who = (w: Who): Member | undefined =>
    w === 'host'
      ? host
      : w === 'booker'
        ? booker
        : 'nl' in w
          ? dutch[w.nl % Math.max(1, dutch.length)]
          : english[w.en % Math.max(1, english.length)];

  const locations = await trx
    .selectFrom('locations')
    .select(['id', 'name', 'address', 'postal_code', 'city', 'latitude', 'longitude'])
    .where('status', '=', 'live')
    .orderBy('id')
    .execute();
  const managers = await trx
    .selectFrom('location_managers')
    .select(['location_id', 'profile_id'])
    .where('is_active', '=', 1)
    .execute();
  const hostLocations = locations.filter((l) =>
    managers.some((m) => m.location_id === l.id && m.profile_id === host.id),
  );
  const managed = new Set(managers.map((m) => m.location_id));
  // Other live locations, spread over the list (by a stride), for the members' events.
  const others = locations.filter((l) => !managed.has(l.id));
  const placeOf = (spec: EventSpec): Place => {
    if (spec.place === null) return NO_PLACE;
    if ('address' in spec.place)
      return { ...ADDRESSES[spec.place.address], location_id: null, location_can_edit: 1 };
    // The host's own locations; for another member, a location in the city the event names, or one
    // further down the list.
    const city = 'other' in spec.place ? spec.place.city : undefined;
    const inCity = city ? others.filter((l) => l.city === city) : [];
    const list =
      'host' in spec.place && hostLocations.length > 0 ? hostLocations : inCity.length > 0 ? inCity : others;
    const n = 'host' in spec.place ? spec.place.host : list === inCity ? 0 : spec.place.other * 7;
    const location = list.length > 0 ? list[n % list.length] : undefined;
    if (!location) return NO_PLACE;
    return {
      location_id: location.id,
      location_name: location.name,
      location_can_edit: 0,
      address: location.address,
      postal_code: location.postal_code,
      city: location.city,
      latitude: location.latitude,
      longitude: location.longitude,
    };
  };
  /** The first weekday from `inDays` on that is no holiday. */
  const dateOf = (inDays: number) => {
    let date = addDays(today, inDays);
    while (isoWeekdayOf(date) > 5 || HOLIDAYS.includes(date.slice(5))) date = addDays(date, 1);
    return date;
  };

  // The pictures: a handful drawn once, each event its own copy (an upload of its own).
  const rendered = uploadDir
    ? await Promise.all(Array.from({ length: EVENT_IMAGE_VARIANTS }, (_, n) => renderEventImage(n)))
    : [];

  const usedKeys = new Set<string>();
  const ticketKey = () => {
    let key = random.faker.string.fromCharacters(URL_SAFE, 24);
    while (usedKeys.has(key)) key = random.faker.string.fromCharacters(URL_SAFE, 24);
    usedKeys.add(key);
    return key;
  };
  const paymentKey = () => random.faker.string.fromCharacters(URL_SAFE, 32);
  const visitorEmails = new Set(profiles.map((p) => p.email));

  for (const [index, spec] of EVENTS.entries()) {
    const owner = who(spec.organizer);
    if (!owner) continue;
    const text = EVENT_TEXTS[spec.key];
    const languageId = spec.language === 'nl' ? LanguageId.nl : LanguageId.en;
    const place = placeOf(spec);
    const startDate = dateOf(spec.inDays);
    const endDate = addDays(startDate, (spec.days ?? 1) - 1);
    const startsAt = localToUtcIso(startDate, spec.start, TIME_ZONE);
    const endsAt = localToUtcIso(endDate, spec.end, TIME_ZONE);
    const createdAt = ago(spec.createdDaysAgo + random.float(0, 0.5, 4));
    const publishedAt = spec.draft ? null : instantAfter(createdAt, random.float(0.01, 0.3, 4));
    const isPast = endDate < today;
    // The last registration comes before now, or before the past event started.
    const lastRegistration = isPast ? instantAfter(startsAt, -1) : nowIso;
    const onlineUrl =
      spec.online === 'offline' ? null : `https://meet.example.com/${eventSlug(text.name)}-${index + 1}`;
    const prices: {
      currency: string;
      price_cents: number;
      start_date: string | null;
      tax_percentage: number;
    }[] = spec.price
      ? spec.price.early
        ? [
            {
              currency: CURRENCY,
              price_cents: spec.price.early.cents,
              start_date: null,
              tax_percentage: TAX,
            },
            {
              currency: CURRENCY,
              price_cents: spec.price.cents,
              start_date: addDays(startDate, -spec.price.early.daysBefore),
              tax_percentage: TAX,
            },
          ]
        : [{ currency: CURRENCY, price_cents: spec.price.cents, start_date: null, tax_percentage: TAX }]
      : [];
    const event = await trx
      .insertInto('event_listings')
      .values({
        channel_id: 1,
        owner_profile_id: owner.id,
        status: spec.draft ? 'draft' : 'published',
        name: text.name,
        owner_type: 'Channel',
        item_id: null,
        event_type_id: spec.type,
        location_id: place.location_id,
        reservation_id: null,
        group_id: null,
        is_active: 1,
        is_public: spec.private ? 0 : 1,
        start_date: startDate,
        start_minutes: spec.start,
        end_date: endDate,
        end_minutes: spec.end,
        starts_at: startsAt,
        ends_at: endsAt,
        image_url: null,
        max_capacity: spec.capacity,
        is_online: spec.online,
        is_ticket_link: 0,
        url: null,
        online_url: onlineUrl,
        location_name: place.location_name,
        location_can_edit: place.location_can_edit,
        address: place.address,
        postal_code: place.postal_code,
        city: place.city,
        state: '',
        country: place.address ? 'Nederland' : '',
        latitude: place.latitude,
        longitude: place.longitude,
        description: text.description,
        tags: JSON.stringify(text.tags),
        search_text: normalizeSearchText(
          [text.name, ...text.tags, place.city, place.location_name].join(' '),
        ),
        create_group: 0,
        language_id: languageId,
        created_at: createdAt,
        updated_at: publishedAt ?? createdAt,
        published_at: publishedAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.events += 1;

    if (prices.length > 0)
      await trx
        .insertInto('event_prices')
        .values(prices.map((p) => ({ ...p, event_id: event.id })))
        .execute();
    await trx
      .insertInto('event_program_items')
      .values(
        text.program.map((item, position) => ({
          event_id: event.id,
          position,
          date: addDays(startDate, item.day ?? 0),
          start_minutes: item.start,
          end_minutes: item.end,
          title: item.title,
          description: item.description,
          speaker: item.speaker,
        })),
      )
      .execute();

    const organizers: Insertable<DB['event_organizers']>[] = [
      {
        event_id: event.id,
        profile_id: owner.id,
        full_name: `${owner.first_name} ${owner.last_name}`,
        email: owner.email,
        phone: owner.phone ?? '',
        is_owner: 1,
        receive_email: 1,
        is_primary: 1,
        created_at: createdAt,
      },
    ];
    const co = spec.coOrganizer;
    const coMember = co && co !== 'guest' ? who(co) : undefined;
    if (coMember && coMember.id !== owner.id)
      organizers.push({
        event_id: event.id,
        profile_id: coMember.id,
        full_name: `${coMember.first_name} ${coMember.last_name}`,
        email: coMember.email,
        phone: coMember.phone ?? '',
        is_owner: 0,
        receive_email: 1,
        is_primary: 0,
        created_at: instantAfter(createdAt, 0.05),
      });
    else if (co === 'guest')
      organizers.push({
        event_id: event.id,
        profile_id: null,
        full_name: 'Emma de Wit',
        email: 'emma.dewit@example.com',
        phone: '',
        is_owner: 0,
        receive_email: 1,
        is_primary: 0,
        created_at: instantAfter(createdAt, 0.05),
      });
    await trx.insertInto('event_organizers').values(organizers).execute();
    const organizerIds = new Set(organizers.map((o) => o.profile_id));

    if (uploadDir && !spec.draft) {
      const files = rendered[pictureOf(spec, index)];
      if (files) {
        const folder = eventImageFolder(owner.id);
        const version = random.faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' });
        const dir = join(uploadDir, ...folder, version);
        await mkdir(dir, { recursive: true });
        const base = `/uploads/${[...folder, version].join('/')}`;
        const sizes: Record<string, string> = {};
        for (const { size, jpeg } of files) {
          await writeFile(join(dir, `${size}.jpg`), jpeg);
          sizes[size] = `${base}/${size}.jpg`;
        }
        const url = sizes['1024x768'] as string;
        await trx
          .insertInto('uploaded_images')
          .values({
            url,
            type: 'Event',
            profile_id: owner.id,
            item_id: event.id,
            width: EVENT_IMAGE_SOURCE.width,
            height: EVENT_IMAGE_SOURCE.height,
            sizes: JSON.stringify(sizes),
            created_at: createdAt,
          })
          .execute();
        await trx.updateTable('event_listings').set({ image_url: url }).where('id', '=', event.id).execute();
        summary.images += 1;
      }
    }

    // The participants: the booker where asked, then demo members and anonymous visitors.
    const language: EventLanguage = spec.language;
    const candidates = random.shuffle(plain.filter((p) => !organizerIds.has(p.id) && p.id !== booker.id));
    const eventEmails = new Set<string>();
    const person = (): Person => {
      const member = random.chance(0.55) ? candidates.shift() : undefined;
      if (member) {
        eventEmails.add(member.email);
        return {
          profile: member,
          first_name: member.first_name,
          last_name: member.last_name,
          email: member.email,
          language_id: member.language_id,
          organization: member.company ?? '',
        };
      }
      const first = random.faker.person.firstName();
      const last = random.faker.person.lastName();
      const local = `${slugify(first)}.${slugify(last)}`.replace(/-/g, '');
      let email = `${local}@example.com`;
      for (let n = 2; visitorEmails.has(email) || eventEmails.has(email); n += 1)
        email = `${local}${n}@example.com`;
      eventEmails.add(email);
      visitorEmails.add(email);
      return {
        profile: null,
        first_name: first,
        last_name: last,
        email,
        language_id: languageId,
        organization: random.chance(0.5) ? `${random.faker.company.name()}` : '',
      };
    };
    const bookerPerson: Person = {
      profile: booker,
      first_name: booker.first_name,
      last_name: booker.last_name,
      email: booker.email,
      language_id: booker.language_id,
      organization: booker.company ?? '',
    };

    type Planned = { who: Person; status: 'confirmed' | 'pending' | 'waitingList' | 'cancelled' };
    const planned: Planned[] = [];
    const pendingCount = spec.price ? (spec.pending ?? 0) : 0;
    for (let n = 0; n < spec.taken; n += 1) {
      const isBooker = n === 0 && spec.booker !== undefined;
      const who = isBooker ? bookerPerson : person();
      const status = isBooker
        ? (spec.booker ?? 'confirmed')
        : n >= spec.taken - pendingCount + (spec.booker === 'pending' ? 1 : 0)
          ? 'pending'
          : 'confirmed';
      planned.push({ who, status });
    }
    for (let n = 0; n < (spec.cancelled ?? 0); n += 1) planned.push({ who: person(), status: 'cancelled' });
    for (let n = 0; n < (spec.waiting ?? 0); n += 1) planned.push({ who: person(), status: 'waitingList' });
    if (planned.length === 0 || !publishedAt) continue;

    // Registration times: spread between publication and the last moment, waiting list last and in order.
    const span = (Date.parse(lastRegistration) - Date.parse(publishedAt)) / 86_400_000;
    const waitingStart = planned.length - (spec.waiting ?? 0);
    const times = Array.from({ length: waitingStart }, () =>
      instantAfter(publishedAt, span * random.float(0.02, 0.85, 4)),
    ).sort();
    const rows = planned.map((r, n) => {
      const createdAtRow =
        n < waitingStart
          ? (times[n] as string)
          : instantAfter(
              publishedAt,
              span * (0.86 + (0.12 * (n - waitingStart + 1)) / ((spec.waiting ?? 0) + 1)),
            );
      const regDate = localDate(new Date(createdAtRow), TIME_ZONE);
      const price = spec.price
        ? currentPrices(
            prices.map((p) => ({
              Currency: 'EUR' as const,
              cents: p.price_cents,
              StartDate: p.start_date,
              TaxPercentage: p.tax_percentage,
            })),
            regDate,
          )[0]
        : undefined;
      const cancelledAt =
        r.status === 'cancelled' ? instantAfter(createdAtRow, random.float(0.5, 3, 4)) : null;
      const checkedIn = isPast && r.status === 'confirmed' && random.chance(0.8);
      const tags = random.sample(REGISTRATION_TAGS[language], 3);
      return {
        key: ticketKey(),
        event_id: event.id,
        profile_id: r.who.profile?.id ?? null,
        first_name: r.who.first_name,
        last_name: r.who.last_name,
        email: r.who.email,
        active_email: r.status === 'cancelled' ? null : r.who.email,
        organization: r.who.organization,
        address: '',
        postal_code: '',
        city: '',
        country: '',
        tags: JSON.stringify(tags),
        special_interest: random.chance(0.2) ? random.pick(SPECIAL_INTERESTS[language]) : '',
        language_id: r.who.language_id,
        status: r.status,
        waiting_since: r.status === 'waitingList' ? createdAtRow : null,
        amount_cents: price?.cents ?? 0,
        currency: CURRENCY,
        tax_percentage: price ? price.TaxPercentage : 0,
        payment_id: null,
        paid_at: null,
        checked_in_at: checkedIn ? instantAfter(startsAt, random.float(-0.02, 0.03, 4)) : null,
        checked_in_by: checkedIn ? owner.id : null,
        cancelled_at: cancelledAt,
        created_at: createdAtRow,
        updated_at: cancelledAt ?? createdAtRow,
      };
    });
    const registrationIds = await insertReturningIds(trx, 'event_registrations', rows);
    summary.registrations += rows.length;

    // Payments: a paid one for each paid confirmed registration, an open one for each pending one.
    for (const [n, row] of rows.entries()) {
      if (!spec.price || (row.status !== 'confirmed' && row.status !== 'pending')) continue;
      const paid = row.status === 'confirmed';
      const paidAt = paid ? instantAfter(row.created_at, 0.003) : null;
      // An open payment started within the last hours: its place is still held (EVENT_PAYMENT_HOLD_HOURS).
      const startedAt = paid ? row.created_at : latest(row.created_at, instantAfter(nowIso, -0.125));
      const description = `${spec.language === 'nl' ? 'Aanmelding' : 'Registration'}: ${text.name}`;
      const payment = await trx
        .insertInto('payments')
        .values({
          key: paymentKey(),
          profile_id: row.profile_id,
          reservation_id: null,
          invoice_id: null,
          credit_order_id: null,
          event_id: event.id,
          event_registration_id: registrationIds[n] as number,
          void_at: null,
          payment_type: 1,
          amount_cents: row.amount_cents,
          currency_iso: CURRENCY,
          status: paid ? 'paid' : 'open',
          description,
          language_id: row.language_id,
          provider: 'test',
          checkout_url: null,
          bank_reference: null,
          created_at: startedAt,
          updated_at: paidAt ?? startedAt,
          paid_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      summary.payments += 1;
      if (paid)
        await trx
          .insertInto('payment_attempts')
          .values({
            payment_id: payment.id,
            provider: 'test',
            provider_payment_id: `tr_demoevent${payment.id}`,
            status: 'paid',
            amount_cents: row.amount_cents,
            checkout_url: null,
            created_at: row.created_at,
            updated_at: paidAt as string,
          })
          .execute();
      await trx
        .updateTable('event_registrations')
        .set({ payment_id: payment.id, paid_at: paidAt })
        .where('id', '=', registrationIds[n] as number)
        .execute();
    }
  }
  return summary;
}

/** The later of two ISO instants. */
const latest = (a: string, b: string) => (a > b ? a : b);
