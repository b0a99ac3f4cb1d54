import { addDays, isoWeekdayOf } from '@meetspace/domain';
import type { Insertable, Kysely } from 'kysely';
import { CANCEL_RULES } from '../db/migrations/0004-reference-data.ts';
import type { DB } from '../db/schema.ts';
import { localDate, localToUtcIso } from '../kernel/local-time.ts';
import { insertReturningIds, insertRows } from './insert.ts';
import { Occupancy } from './occupancy.ts';
import type { DemoPlan } from './plan.ts';
import { DemoRandom, Stream } from './random.ts';
import { StockLedger } from './reservation-lines.ts';
import { buildReservation, type ReservationContext } from './reservation-row.ts';
import { findSlot, takeSlot } from './slots.ts';
import type { PlannedLocation, PlannedReservation } from './types.ts';
import { loadReferenceIds } from './write.ts';

// A year of history for the statistics (with its own random stream, after everything before it, so
// the rest of the demo stays as it was): the searches of the 52 weeks before this week, with a
// weekday and season shape, a slow growth and a funnel that loses visitors at each step (searched ->
// chose a location -> chose a space -> booked), and the reservations the booked ones made (options,
// contacts, a tenth cancelled, most of the host's checked in). Concentrated on the demo host's live
// locations; a fixed sample of other locations and searches for a place get a light sprinkle, so the
// amount does not grow with the number of locations. Bookings avoid every booking already there.
// Not invoiced: invoice numbers follow the issue dates, and the demo's invoices of the last months
// are numbered already (the money step), so invoicing a year back would break their order.

const ZONE = 'Europe/Amsterdam';
/** Searches per day at a host location on an average weekday in spring. */
const HOST_DAILY = 7;
/** Other locations with a sprinkle of searches, and their daily searches. */
const SPRINKLED_LOCATIONS = 30;
const SPRINKLED_DAILY = 0.4;
/** Searches for a place (no location) per day, platform-wide. */
const PLACE_DAILY = 10;
/** Weekday (ISO, 1 = Monday) and month (1-12) factors of the number of searches. */
const WEEKDAY = [0, 1.15, 1.25, 1.2, 1.1, 0.85, 0.3, 0.25];
const SEASON = [0, 0.85, 1, 1.1, 1.05, 1.05, 0.95, 0.55, 0.65, 1.15, 1.2, 1.1, 0.7];
/** How far a search gets: chose a location, then a space, then booked (each of the ones before). */
const FUNNEL = { location: 0.5, space: 0.45, booked: 0.42 };
const CANCELLED = 0.1;
const CHECKED_IN = 0.8;
/** Plain members who book in the history: not the first (tests use them) nor the last (moderation makes them hosts). */
const MEMBERS_SKIPPED_FIRST = 20;
const MEMBERS_SKIPPED_LAST = 10;

export interface DemoHistorySummary {
  searches: number;
  reservations: number;
  checkIns: number;
}

interface PlannedSearch {
  row: Insertable<DB['searches']>;
  /** The reservation it made (index into the booked list), if any. */
  booking: number | null;
}

function cancelFeePercentage(hoursBefore: number, seats: number): number {
  const matching = CANCEL_RULES.filter((r) => seats >= r.min_seats && hoursBefore < r.hours_before_start);
  return Math.max(0, ...matching.map((r) => r.percentage));
}

/** An instant during a day, business hours most likely (Amsterdam time). */
function searchInstant(random: DemoRandom, date: string): string {
  const hour = random.weighted([
    [1, 7],
    [4, 8],
    [7, 9],
    [8, 10],
    [8, 11],
    [6, 12],
    [7, 13],
    [8, 14],
    [7, 15],
    [6, 16],
    [4, 17],
    [3, 18],
    [3, 19],
    [4, 20],
    [3, 21],
    [2, 22],
    [1, 23],
  ] as const);
  return localToUtcIso(date, hour * 60 + random.int(0, 59), ZONE);
}

/** How many searches on a day: the average, its weekday and season, a growth of a third over the year, and noise. */
function searchesOn(random: DemoRandom, date: string, daily: number, dayOfYear: number): number {
  const expected =
    daily *
    (WEEKDAY[isoWeekdayOf(date)] ?? 1) *
    (SEASON[Number(date.slice(5, 7))] ?? 1) *
    (0.8 + dayOfYear / 900);
  const drawn = expected * random.float(0.6, 1.4, 3);
  const whole = Math.floor(drawn);
  return whole + (random.chance(drawn - whole) ? 1 : 0);
}

/** Writes the history into the demo's transaction; see the top of this file. */
export async function writeDemoHistory(
  db: Kysely<DB>,
  plan: DemoPlan,
  seed: number,
  now: Date,
): Promise<DemoHistorySummary> {
  const random = new DemoRandom(seed, Stream.History);
  const today = localDate(now, ZONE);
  // The 52 weeks before this week's Monday: the host's current week is the demo's (host-week.ts).
  const lastDay = addDays(today, -isoWeekdayOf(today));
  const firstDay = addDays(lastDay, -363);
  const ref = await loadReferenceIds(db);

  // Plan indexes to database ids (locations by slug; their spaces and options in insertion order).
  const locationRows = await db.selectFrom('locations').select(['id', 'slug']).execute();
  const idBySlug = new Map(locationRows.map((l) => [l.slug, l.id]));
  const locationIds = plan.locations.map((l) => idBySlug.get(l.row.slug) ?? 0);
  const liveIndexes = plan.locations.flatMap((l, i) =>
    l.row.status === 'live' && locationIds[i] ? [i] : [],
  );
  const hostIndexes = plan.people.managers
    .filter((m) => m.profileIndex === plan.people.host)
    .map((m) => m.locationIndex)
    .filter((i) => liveIndexes.includes(i));
  const sprinkled = random
    .sample(
      liveIndexes.filter((i) => !hostIndexes.includes(i)),
      SPRINKLED_LOCATIONS,
    )
    .sort((a, b) => a - b);
  const touched = [...hostIndexes, ...sprinkled];
  const touchedIds = touched.map((i) => locationIds[i] as number);
  const spaceRows = await db
    .selectFrom('spaces')
    .select(['id', 'location_id'])
    .where('location_id', 'in', touchedIds)
    .orderBy('id')
    .execute();
  const optionRows = await db
    .selectFrom('options')
    .select(['id', 'location_id'])
    .where('location_id', 'in', touchedIds)
    .orderBy('id')
    .execute();
  const byLocation = <T extends { id: number; location_id: number }>(rows: T[]) => {
    const map = new Map<number, number[]>();
    for (const row of rows) map.set(row.location_id, [...(map.get(row.location_id) ?? []), row.id]);
    return map;
  };
  const spaceIds = byLocation(spaceRows);
  const optionIds = byLocation(optionRows);
  const spaceKey = new Map<number, string>();
  const optionKey = new Map<number, [number, number]>();
  for (const index of touched) {
    const id = locationIds[index] as number;
    for (const [n, spaceId] of (spaceIds.get(id) ?? []).entries()) spaceKey.set(spaceId, `${index}:${n}`);
    for (const [n, optionId] of (optionIds.get(id) ?? []).entries()) optionKey.set(optionId, [index, n]);
  }

  // What is booked already (the demo's own reservations): never booked twice, stock not oversold.
  const occupancy = new Occupancy();
  const booked = await db
    .selectFrom('reservation_spaces as rs')
    .select(['rs.space_id', 'rs.start_date', 'rs.start_minutes', 'rs.end_minutes', 'rs.seats'])
    .where('rs.space_id', 'in', [...spaceKey.keys()])
    .where('rs.is_cancelled', '=', 0)
    .where('rs.start_date', '>=', firstDay)
    .where('rs.start_date', '<=', lastDay)
    .execute();
  for (const line of booked) {
    const key = spaceKey.get(line.space_id);
    if (key)
      occupancy.add(key, line.start_date, {
        start: line.start_minutes,
        end: line.end_minutes,
        seats: line.seats,
      });
  }
  const stock = new StockLedger();
  const ordered = await db
    .selectFrom('reservation_options as ro')
    .innerJoin('reservations as r', 'r.id', 'ro.reservation_id')
    .innerJoin('options as o', 'o.id', 'ro.option_id')
    .select(['ro.option_id', 'r.start_date', 'ro.amount', 'o.stock'])
    .where('o.stock', 'is not', null)
    .where('r.location_id', 'in', touchedIds)
    .where('r.status_id', '<>', 3)
    .where('r.start_date', '>=', firstDay)
    .where('r.start_date', '<=', lastDay)
    .execute();
  for (const o of ordered) {
    const [locationIndex, optionIndex] = optionKey.get(o.option_id) ?? [-1, -1];
    if (locationIndex >= 0) stock.take(locationIndex, optionIndex, o.start_date, o.amount, o.stock);
  }
  const keys = new Set((await db.selectFrom('reservations').select('key').execute()).map((r) => r.key));

  // Who books: guests and plain members (ids by e-mail), never the demo's fixed accounts.
  const fixed = new Set([plan.people.booker, plan.people.host, plan.people.admin]);
  const plain = plan.people.profiles.flatMap((p, i) => (p.row.role === 'member' && !fixed.has(i) ? [i] : []));
  const members = plain.slice(
    MEMBERS_SKIPPED_FIRST,
    Math.max(MEMBERS_SKIPPED_FIRST, plain.length - MEMBERS_SKIPPED_LAST),
  );
  const memberRows = await db
    .selectFrom('profiles as p')
    .leftJoin('billing_addresses as b', 'b.profile_id', 'p.id')
    .select(['p.id', 'p.email', 'p.company_id', 'b.id as billing_id'])
    .where(
      'p.email',
      'in',
      members.length > 0 ? members.map((i) => plan.people.profiles[i]?.row.email ?? '') : [''],
    )
    .orderBy('b.id')
    .execute();
  const memberIds = new Map<string, { id: number; companyId: number | null; billingId: number | null }>();
  for (const row of memberRows) {
    if (!memberIds.has(row.email))
      memberIds.set(row.email, { id: row.id, companyId: row.company_id, billingId: row.billing_id });
  }
  const widget = await db
    .selectFrom('widgets')
    .select(['id', 'location_id'])
    .orderBy('id')
    .executeTakeFirst();

  const ctx: ReservationContext = {
    locations: plan.locations,
    people: plan.people,
    today,
    nowIso: now.toISOString(),
  };
  const searches: PlannedSearch[] = [];
  const bookings: { reservation: PlannedReservation; searchIndex: number; checkedIn: boolean }[] = [];
  const cities = [...new Set(liveIndexes.map((i) => plan.locations[i]?.cityName ?? 'Utrecht'))].sort();

  const searchRow = (
    locationIndex: number | null,
    at: string,
    date: string,
    meetingTypeId: number,
    seats: number,
    times: { start: number; end: number },
    profileId: number | null,
  ): Insertable<DB['searches']> => {
    const locationId = locationIndex === null ? null : (locationIds[locationIndex] as number);
    return {
      key: random.faker.string.alphanumeric(24),
      channel_id: 1,
      country_id: 152,
      location_id: locationId,
      language_id: random.chance(0.8) ? 52 : 65,
      meeting_type_id: meetingTypeId,
      start_date: date,
      end_date: date,
      start_minutes: times.start,
      end_minutes: times.end,
      seats,
      setting_id: null,
      space_id: null,
      search_term: locationIndex === null ? random.pick(cities) : null,
      latitude: null,
      longitude: null,
      voucher_code: null,
      widget_id: widget && widget.location_id === locationId && random.chance(0.2) ? widget.id : null,
      machine_key: null,
      profile_id: profileId,
      last_step: 1,
      made_reservation: 0,
      created_at: at,
    };
  };

  const searchAt = (locationIndex: number, date: string) => {
    const location = plan.locations[locationIndex] as PlannedLocation;
    const meetingTypeId =
      location.meetingTypeIds.includes(1) && random.chance(0.75) ? 1 : random.pick(location.meetingTypeIds);
    const at = searchInstant(random, date);
    const lead = Math.min(
      random.int(1, 21),
      Math.round((Date.parse(lastDay) - Date.parse(date)) / 86_400_000),
    );
    const useDate = addDays(date, Math.max(0, lead));
    const memberIndex = random.chance(0.35) && members.length > 0 ? random.pick(members) : null;
    const member =
      memberIndex === null ? undefined : memberIds.get(plan.people.profiles[memberIndex]?.row.email ?? '');
    const row = searchRow(
      locationIndex,
      at,
      useDate,
      meetingTypeId,
      random.int(1, 12),
      { start: 540, end: 1020 },
      member?.id ?? null,
    );
    const planned: PlannedSearch = { row, booking: null };
    searches.push(planned);
    if (!random.chance(FUNNEL.location)) return;
    row.last_step = 2;
    if (!random.chance(FUNNEL.space)) return;
    row.last_step = random.int(3, 5);
    if (!random.chance(FUNNEL.booked) || lead < 1) return;
    const slot = findSlot(random, occupancy, location, locationIndex, meetingTypeId, useDate);
    if (!slot) return;
    const cancelled = random.chance(CANCELLED);
    if (!cancelled) takeSlot(occupancy, locationIndex, slot);
    let key = random.faker.string.alphanumeric(12);
    while (keys.has(key)) key = random.faker.string.alphanumeric(12);
    keys.add(key);
    const reservation = buildReservation(
      random,
      ctx,
      { locationIndex, meetingTypeId, slot, profileIndex: member ? memberIndex : null, cancelled: false },
      key,
      stock,
    );
    // Booked minutes after the search, for the searched day and times.
    const createdAt = new Date(Date.parse(at) + random.int(4, 25) * 60_000).toISOString();
    Object.assign(row, {
      start_minutes: slot.start,
      end_minutes: slot.end,
      seats: slot.seats,
      last_step: 6,
      made_reservation: 1,
    });
    Object.assign(reservation.row, { created_at: createdAt, updated_at: createdAt });
    if (cancelled) {
      const startsAt = reservation.row.starts_at;
      const cancelledAt = new Date(
        Date.parse(createdAt) + random.float(0.2, 0.95, 3) * (Date.parse(startsAt) - Date.parse(createdAt)),
      ).toISOString();
      Object.assign(reservation.row, {
        status_id: 3,
        cancel_reason_type: random.int(1, 6),
        cancel_reason: random.pick([null, 'Andere datum gekozen', 'Te weinig aanmeldingen']),
        cancel_fee_percentage: cancelFeePercentage(
          (Date.parse(startsAt) - Date.parse(cancelledAt)) / 3_600_000,
          slot.seats,
        ),
        cancelled_at: cancelledAt,
        updated_at: cancelledAt,
      });
      for (const line of reservation.spaces) Object.assign(line.row, { is_cancelled: 1, is_locked: 0 });
    }
    planned.booking = bookings.length;
    bookings.push({
      reservation,
      searchIndex: searches.length - 1,
      checkedIn: !cancelled && hostIndexes.includes(locationIndex) && random.chance(CHECKED_IN),
    });
  };

  for (let date = firstDay, dayOfYear = 0; date <= lastDay; date = addDays(date, 1), dayOfYear += 1) {
    for (const index of hostIndexes) {
      for (let n = searchesOn(random, date, HOST_DAILY, dayOfYear); n > 0; n -= 1) searchAt(index, date);
    }
    for (const index of sprinkled) {
      for (let n = searchesOn(random, date, SPRINKLED_DAILY, dayOfYear); n > 0; n -= 1) searchAt(index, date);
    }
    for (let n = searchesOn(random, date, PLACE_DAILY, dayOfYear); n > 0; n -= 1) {
      const row = searchRow(
        null,
        searchInstant(random, date),
        addDays(date, random.int(1, 14)),
        1,
        random.int(2, 12),
        { start: 540, end: 1020 },
        null,
      );
      row.last_step = random.chance(FUNNEL.location) ? (random.chance(FUNNEL.space) ? 3 : 2) : 1;
      searches.push({ row, booking: null });
    }
  }

  // Searches in time order (their ids then follow it), then the reservations they made.
  const order = searches
    .map((_, i) => i)
    .sort((a, b) => {
      const x = searches[a]?.row.created_at ?? '';
      const y = searches[b]?.row.created_at ?? '';
      return x < y ? -1 : x > y ? 1 : a - b;
    });
  const searchIds = await insertReturningIds(
    db,
    'searches',
    order.map((i) => (searches[i] as PlannedSearch).row),
  );
  const searchIdOf = new Map(order.map((i, n) => [i, searchIds[n] as number]));
  bookings.sort((a, b) => (a.reservation.row.created_at < b.reservation.row.created_at ? -1 : 1));
  const profileOf = (r: PlannedReservation) =>
    r.profileIndex === null
      ? undefined
      : memberIds.get(plan.people.profiles[r.profileIndex]?.row.email ?? '');
  const reservationIds = await insertReturningIds(
    db,
    'reservations',
    bookings.map(({ reservation: r, searchIndex }) => {
      const member = profileOf(r);
      return {
        ...r.row,
        profile_id: member?.id ?? null,
        company_id: member?.companyId ?? null,
        location_id: locationIds[r.locationIndex] as number,
        terms_id: ref.bookingTermsByLanguage.get(r.row.language_id) ?? null,
        terms_accepted_by: member?.id ?? 0,
        invoice_billing_id: member && r.billingIndex !== null ? member.billingId : null,
        search_id: searchIdOf.get(searchIndex) ?? null,
      };
    }),
  );
  const spaceIdOf = (r: PlannedReservation, spaceIndex: number) =>
    (spaceIds.get(locationIds[r.locationIndex] as number) ?? [])[spaceIndex] as number;
  const lineIds = await insertReturningIds(
    db,
    'reservation_spaces',
    bookings.flatMap(({ reservation: r }, n) =>
      r.spaces.map((line) => ({
        ...line.row,
        reservation_id: reservationIds[n] as number,
        space_id: spaceIdOf(r, line.spaceIndex),
      })),
    ),
  );
  let nextLine = 0;
  const firstLineOf = bookings.map(({ reservation: r }) => {
    const first = lineIds[nextLine] as number;
    nextLine += r.spaces.length;
    return first;
  });
  await insertRows(
    db,
    'reservation_options',
    bookings.flatMap(({ reservation: r }, n) =>
      r.options.map((line) => ({
        ...line.row,
        reservation_id: reservationIds[n] as number,
        option_id: (optionIds.get(locationIds[r.locationIndex] as number) ?? [])[line.optionIndex] as number,
        reservation_space_id: line.spaceLine === null ? null : (firstLineOf[n] as number),
      })),
    ),
  );
  await insertRows(
    db,
    'reservation_contacts',
    bookings.flatMap(({ reservation: r }, n) =>
      r.contacts.map((c) => ({ ...c, reservation_id: reservationIds[n] as number })),
    ),
  );
  const hostId = (
    await db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', plan.people.profiles[plan.people.host]?.row.email ?? '')
      .executeTakeFirstOrThrow()
  ).id;
  const checkIns = bookings.flatMap(({ reservation: r, checkedIn }, n) =>
    checkedIn
      ? [
          {
            reservation_id: reservationIds[n] as number,
            is_checked_in: 1,
            changed_by: hostId,
            changed_at: new Date(Date.parse(r.row.starts_at) + random.int(-10, 20) * 60_000).toISOString(),
          },
        ]
      : [],
  );
  await insertRows(db, 'reservation_checkins', checkIns);
  return { searches: searches.length, reservations: bookings.length, checkIns: checkIns.length };
}
