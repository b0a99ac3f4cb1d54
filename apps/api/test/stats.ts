import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { localToUtcIso } from '../src/kernel/local-time.ts';
import type { TestApp } from './app.ts';
import { issueSession } from './booking.ts';

// A small world for the statistics' tests, written straight into the tables (no demo data): three
// locations (the host manages A and B), their spaces, opening hours, reservations with their lines,
// check-ins, invoices, searches and carts, all in March 2027 and around it (the clocks go forward on
// Sunday 28 March). `stats.figures.test.ts` computes every figure of it by hand.

const ZONE = 'Europe/Amsterdam';
const CREATED = '2026-01-01T09:00:00.000Z';

export interface StatsWorld {
  locations: { a: number; b: number; c: number };
  profiles: { owner: number; host: number; other: number; admin: number; formerHost: number };
  headers: Record<'owner' | 'host' | 'other' | 'admin' | 'formerHost', Record<string, string>>;
}

async function profile(db: Kysely<DB>, email: string, role: 'member' | 'host' | 'admin'): Promise<number> {
  const row = await db
    .insertInto('profiles')
    .values({
      email,
      first_name: email.split('@')[0] as string,
      last_name: 'Test',
      language_id: 52,
      role,
      is_activated: 1,
      company_id: null,
      created_at: CREATED,
      updated_at: CREATED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function subscriptionId(db: Kysely<DB>, name: string): Promise<number> {
  return (
    await db.selectFrom('subscriptions').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

async function location(
  db: Kysely<DB>,
  name: string,
  subscription: number,
  createdAt: string,
): Promise<number> {
  const row = await db
    .insertInto('locations')
    .values({
      channel_id: 1,
      country_id: 152,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      name,
      search_text: name.toLowerCase(),
      address: 'Straat 1',
      postal_code: '3511 AA',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      status: 'live',
      subscription_id: subscription,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function space(
  db: Kysely<DB>,
  locationId: number,
  meetingTypeId: number,
  capacity: number,
  isActive = 1,
): Promise<number> {
  const row = await db
    .insertInto('spaces')
    .values({
      location_id: locationId,
      meeting_type_id: meetingTypeId,
      name_nl: `Ruimte ${meetingTypeId}-${capacity}`,
      name_en: `Space ${meetingTypeId}-${capacity}`,
      pricing_type_id: 1,
      price_cents: 1000,
      tax_percentage: 21,
      capacity,
      is_active: isActive,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface FixtureReservation {
  locationId: number;
  spaceId: number;
  meetingTypeId: number;
  status: 1 | 2 | 3;
  startDate: string;
  endDate?: string;
  seats: number;
  excl: number;
  incl: number;
  profileId?: number | null;
  checkedIn?: boolean;
}

let reservationCount = 0;

async function reservation(db: Kysely<DB>, r: FixtureReservation): Promise<number> {
  reservationCount += 1;
  const endDate = r.endDate ?? r.startDate;
  const startsAt = localToUtcIso(r.startDate, 540, ZONE);
  const row = await db
    .insertInto('reservations')
    .values({
      key: `statsfixture${reservationCount}`,
      channel_id: 1,
      status_id: r.status,
      profile_id: r.profileId ?? null,
      company_id: null,
      location_id: r.locationId,
      meeting_type_id: r.meetingTypeId,
      language_id: 52,
      start_date: r.startDate,
      end_date: endDate,
      start_minutes: 540,
      end_minutes: 1020,
      starts_at: startsAt,
      total_seats: r.seats,
      total_excl_cents: r.excl,
      total_incl_cents: r.incl,
      voucher_id: null,
      package_id: null,
      cart_id: null,
      search_id: null,
      comment: null,
      terms_id: null,
      cancel_reason_type: null,
      cancel_reason: null,
      cancel_fee_percentage: null,
      cancelled_at: r.status === 3 ? startsAt : null,
      created_at: CREATED,
      updated_at: CREATED,
      series_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('reservation_spaces')
    .values({
      reservation_id: row.id,
      space_id: r.spaceId,
      setting_id: 1,
      seats: r.seats,
      price_per_seat_cents: Math.round(r.excl / r.seats),
      price_total_cents: r.excl,
      tax_percentage: 21,
      is_cancelled: r.status === 3 ? 1 : 0,
      start_date: r.startDate,
      end_date: endDate,
      start_minutes: 540,
      end_minutes: 1020,
      starts_at: startsAt,
      ends_at: localToUtcIso(endDate, 1020, ZONE),
    })
    .execute();
  if (r.checkedIn !== undefined) {
    await db
      .insertInto('reservation_checkins')
      .values({
        reservation_id: row.id,
        is_checked_in: r.checkedIn ? 1 : 0,
        changed_by: 1,
        changed_at: startsAt,
      })
      .execute();
  }
  return row.id;
}

interface FixtureSearch {
  at: string;
  locationId: number | null;
  lastStep?: number;
  booked?: boolean;
  widgetId?: number;
  profileId?: number;
  /** A cart at this location (and whether it was finalized). */
  cart?: { locationId: number; finalized: boolean };
}

let searchCount = 0;

async function search(db: Kysely<DB>, s: FixtureSearch): Promise<void> {
  searchCount += 1;
  const row = await db
    .insertInto('searches')
    .values({
      key: `statssearch${String(searchCount).padStart(6, '0')}`,
      channel_id: 1,
      country_id: 152,
      location_id: s.locationId,
      language_id: 52,
      meeting_type_id: 1,
      start_date: '2027-04-15',
      end_date: '2027-04-15',
      start_minutes: 540,
      end_minutes: 1020,
      seats: 4,
      setting_id: null,
      space_id: null,
      search_term: s.locationId === null ? 'utrecht' : null,
      latitude: null,
      longitude: null,
      voucher_code: null,
      widget_id: s.widgetId ?? null,
      machine_key: null,
      profile_id: s.profileId ?? null,
      last_step: s.lastStep ?? 1,
      made_reservation: s.booked ? 1 : 0,
      created_at: s.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (s.cart) {
    await db
      .insertInto('carts')
      .values({
        key: `statscart${String(searchCount).padStart(6, '0')}`,
        search_id: row.id,
        location_id: s.cart.locationId,
        meeting_type_id: 1,
        profile_id: null,
        created_by: null,
        company_id: null,
        company_name: null,
        name: null,
        seats: 4,
        language_id: 52,
        comment: null,
        voucher_id: null,
        package_id: null,
        client_key: null,
        client_id_hash: null,
        status: s.cart.finalized ? 'finalized' : 'deleted',
        last_step: 3,
        reservation_id: null,
        created_at: new Date(Date.parse(s.at) + 5 * 60_000).toISOString(),
        expires_at: new Date(Date.parse(s.at) + 25 * 60_000).toISOString(),
      })
      .execute();
  }
}

async function invoice(
  db: Kysely<DB>,
  reservationId: number,
  locationId: number,
  statusId: number,
  issueDate: string | null,
  excl: number,
  incl: number,
): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      reservation_id: reservationId,
      profile_id: null,
      location_id: locationId,
      type: 'normal',
      status_id: statusId,
      number: issueDate ? `2027-${String(reservationId * 10 + statusId).padStart(6, '0')}` : null,
      year: issueDate ? 2027 : null,
      sequence: null,
      issue_date: issueDate,
      due_date: null,
      credit_of_id: null,
      language_id: 52,
      company: null,
      attention_of: null,
      invoice_email: null,
      po_number: null,
      vat_number: null,
      address: null,
      postal_code: null,
      city: null,
      country: null,
      total_excl_cents: excl,
      total_tax_cents: incl - excl,
      total_incl_cents: incl,
      created_at: CREATED,
      updated_at: CREATED,
    })
    .execute();
}

/** Writes the world into the app's (empty) database and signs its members in. */
export async function writeStatsWorld(t: TestApp, now: Date): Promise<StatsWorld> {
  const db = t.database.db;
  const profiles = {
    owner: await profile(db, 'owner@stats.test', 'member'),
    host: await profile(db, 'host@stats.test', 'host'),
    other: await profile(db, 'other@stats.test', 'member'),
    admin: await profile(db, 'admin@stats.test', 'admin'),
    formerHost: await profile(db, 'former@stats.test', 'host'),
  };
  const seats2meet = await subscriptionId(db, 'Seats2meet');
  const seats2work = await subscriptionId(db, 'Seats2work');
  // A: created on 15 March 2027 (11:00 in Amsterdam), so its monthly fee runs from that day.
  const a = await location(db, 'Fixture A', seats2meet, '2027-03-15T10:00:00.000Z');
  const b = await location(db, 'Fixture B', seats2work, CREATED);
  const c = await location(db, 'Fixture C', seats2meet, CREATED);
  await db
    .insertInto('location_managers')
    .values([
      { location_id: a, profile_id: profiles.host, is_active: 1 },
      { location_id: b, profile_id: profiles.host, is_active: 1 },
      { location_id: a, profile_id: profiles.formerHost, is_active: 0 },
    ])
    .execute();

  const roomA = await space(db, a, 1, 10);
  const deskA = await space(db, a, 2, 8);
  await space(db, a, 2, 4, 0); // inactive: no capacity
  const deskB = await space(db, b, 2, 20);
  const roomC = await space(db, c, 1, 6);
  // Workspaces: A opens them Monday to Friday, B Monday to Saturday. A is closed on Wednesday 10
  // March; B's closed Sunday changes nothing (B does not open on Sundays).
  const hours = (locationId: number, weekdays: number[]) =>
    weekdays.map((weekday) => ({
      location_id: locationId,
      meeting_type_id: 2,
      weekday,
      open_minutes: 480,
      close_minutes: 1080,
    }));
  await db
    .insertInto('opening_hours')
    .values([...hours(a, [1, 2, 3, 4, 5]), ...hours(b, [1, 2, 3, 4, 5, 6])])
    .execute();
  // A's meeting rooms open on every day (no bearing on workspace capacity).
  await db
    .insertInto('opening_hours')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        location_id: a,
        meeting_type_id: 1,
        weekday,
        open_minutes: 480,
        close_minutes: 1080,
      })),
    )
    .execute();
  await db
    .insertInto('closed_days')
    .values([
      { location_id: a, date: '2027-03-10', reason: 'Verbouwing' },
      { location_id: b, date: '2027-03-14', reason: 'Zondag' },
      { location_id: a, date: '2027-04-07', reason: 'Buiten de periode' },
    ])
    .execute();

  const { owner } = profiles;
  const r1 = await reservation(db, {
    locationId: a,
    spaceId: roomA,
    meetingTypeId: 1,
    status: 2,
    startDate: '2027-03-02',
    seats: 6,
    excl: 30_000,
    incl: 36_300,
    profileId: owner,
    checkedIn: true,
  });
  await reservation(db, {
    locationId: a,
    spaceId: roomA,
    meetingTypeId: 1,
    status: 1,
    startDate: '2027-03-09',
    seats: 4,
    excl: 20_000,
    incl: 24_200,
  });
  await reservation(db, {
    locationId: a,
    spaceId: roomA,
    meetingTypeId: 1,
    status: 3,
    startDate: '2027-03-09',
    seats: 8,
    excl: 50_000,
    incl: 60_500,
    profileId: owner,
  });
  await reservation(db, {
    locationId: a,
    spaceId: deskA,
    meetingTypeId: 2,
    status: 2,
    startDate: '2027-03-30',
    endDate: '2027-04-01',
    seats: 3,
    excl: 9_000,
    incl: 10_890,
  });
  await reservation(db, {
    locationId: a,
    spaceId: roomA,
    meetingTypeId: 1,
    status: 2,
    startDate: '2027-02-27',
    seats: 5,
    excl: 5_000,
    incl: 6_050,
  });
  await reservation(db, {
    locationId: a,
    spaceId: deskA,
    meetingTypeId: 2,
    status: 2,
    startDate: '2027-03-28',
    seats: 2,
    excl: 2_000,
    incl: 2_420,
  });
  await reservation(db, {
    locationId: b,
    spaceId: deskB,
    meetingTypeId: 2,
    status: 2,
    startDate: '2027-03-15',
    endDate: '2027-03-16',
    seats: 5,
    excl: 15_000,
    incl: 18_150,
    checkedIn: false,
  });
  await reservation(db, {
    locationId: b,
    spaceId: deskB,
    meetingTypeId: 2,
    status: 1,
    startDate: '2027-03-16',
    seats: 10,
    excl: 10_000,
    incl: 12_100,
    profileId: owner,
  });
  await reservation(db, {
    locationId: c,
    spaceId: roomC,
    meetingTypeId: 1,
    status: 2,
    startDate: '2027-03-05',
    seats: 2,
    excl: 1_000,
    incl: 1_210,
  });

  await invoice(db, r1, a, 2, '2027-03-03', 30_000, 36_300);
  await invoice(db, r1, a, 0, null, 99_900, 99_900); // a draft: not issued
  await invoice(db, r1, a, 1, '2027-03-20', 5_000, 6_050);
  await invoice(db, r1, a, 3, '2027-03-21', -5_000, -6_050); // its credit invoice
  await invoice(db, r1, a, 4, '2027-03-22', 77_700, 77_700); // expired draft

  // Searches (UTC instants; Amsterdam is UTC+1 until 28 March 02:00, then UTC+2).
  await search(db, { at: '2027-03-01T08:00:00.000Z', locationId: a, lastStep: 1 });
  await search(db, { at: '2027-03-01T22:30:00.000Z', locationId: a, lastStep: 2 }); // 23:30 on 1 March
  await search(db, { at: '2027-02-28T23:30:00.000Z', locationId: a, lastStep: 3 }); // 00:30 on 1 March
  await search(db, { at: '2027-03-31T22:30:00.000Z', locationId: a, lastStep: 2 }); // 00:30 on 1 April
  await search(db, {
    at: '2027-03-28T01:30:00.000Z',
    locationId: a,
    lastStep: 6,
    booked: true,
    widgetId: 7,
    profileId: owner,
  }); // 03:30 summer time
  await search(db, { at: '2027-03-09T10:00:00.000Z', locationId: a, lastStep: 1, profileId: owner });
  await search(db, {
    at: '2027-03-02T09:00:00.000Z',
    locationId: null,
    lastStep: 2,
    cart: { locationId: a, finalized: false },
  });
  await search(db, {
    at: '2027-03-15T12:00:00.000Z',
    locationId: null,
    lastStep: 6,
    booked: true,
    cart: { locationId: a, finalized: true },
  });
  await search(db, { at: '2027-03-15T13:00:00.000Z', locationId: null, lastStep: 2 }); // no cart: the platform's only
  // An app's search at A that never saved a step but made a cart: it chose a space.
  await search(db, {
    at: '2027-03-23T10:00:00.000Z',
    locationId: a,
    lastStep: 1,
    cart: { locationId: a, finalized: false },
  });
  await search(db, { at: '2027-03-16T10:00:00.000Z', locationId: b, lastStep: 1 });
  await search(db, { at: '2027-03-05T10:00:00.000Z', locationId: c, lastStep: 6, booked: true });

  const signIn = async (id: number) => ({ profileToken: await issueSession(t, id, now) });
  return {
    locations: { a, b, c },
    profiles,
    headers: {
      owner: await signIn(profiles.owner),
      host: await signIn(profiles.host),
      other: await signIn(profiles.other),
      admin: await signIn(profiles.admin),
      formerHost: await signIn(profiles.formerHost),
    },
  };
}
