import { isoWeekdayOf } from '@meetspace/domain';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { CITIES, distanceKm } from './cities.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_VOUCHERS,
  DEMO_WIDGET_KEY,
  type DemoSummary,
  generateDemoData,
  isDatabaseEmpty,
} from './generate.ts';
import { MODERATION_DEMO } from './moderation.ts';
import { peakSeats } from './occupancy.ts';
import { reservationTotals } from './pricing.ts';

const PASSWORD = 'Demo-test-2026!';
const OPTIONS = { password: PASSWORD, seed: 20261121, now: new Date('2026-11-21T10:00:00.000Z') };

describe.each(engines)('generateDemoData on %s', (engine) => {
  let database: Database;
  let summary: DemoSummary;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    expect(await isDatabaseEmpty(db())).toBe(true);
    summary = await generateDemoData(db(), OPTIONS);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('creates 200 live locations over 25+ real cities, plus 2 pending, 3 more pending and 1 suspended (moderation.ts)', async () => {
    const locations = await db().selectFrom('locations').selectAll().execute();
    const live = locations.filter((l) => l.status === 'live');
    expect(summary.locations).toBe(200);
    expect(live).toHaveLength(200);
    expect(locations.filter((l) => l.status === 'pending')).toHaveLength(2 + MODERATION_DEMO.pending);
    expect(locations.filter((l) => l.status === 'suspended')).toHaveLength(MODERATION_DEMO.suspended);
    expect(await isDatabaseEmpty(db())).toBe(false);
    const perCity = new Map<string, number>();
    for (const l of live) perCity.set(l.city, (perCity.get(l.city) ?? 0) + 1);
    expect(perCity.size).toBeGreaterThanOrEqual(25);
    for (const city of ['Utrecht', 'Amsterdam', 'Rotterdam'])
      expect(perCity.get(city)).toBeGreaterThanOrEqual(5);
    expect(new Set(locations.map((l) => l.slug)).size).toBe(locations.length);
    for (const l of locations) {
      const city = CITIES.find((c) => c.name === l.city);
      expect(city, l.city).toBeDefined();
      if (!city) continue;
      expect(distanceKm(city, l)).toBeLessThanOrEqual(3.01);
      expect(l.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(l.postal_code).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(Number(l.postal_code.slice(0, 4))).toBeGreaterThanOrEqual(city.postalFrom);
      expect(Number(l.postal_code.slice(0, 4))).toBeLessThanOrEqual(city.postalTo);
      expect(l.search_text).toBe(normalizeSearchText(`${l.name} ${l.city}`));
      expect(l).toMatchObject({ channel_id: 1, country_id: 152, time_zone: 'Europe/Amsterdam' });
      // The score and count follow from the demo's reviews (reviews.test.ts checks them).
      expect(l.review_score === 0).toBe(l.review_count === 0);
      expect(l.review_score).toBeLessThanOrEqual(5);
      expect(l.description_nl && l.description_en && l.directions_nl && l.directions_en).toBeTruthy();
    }
    const images = await db().selectFrom('location_images').select('location_id').execute();
    expect(new Set(images.map((i) => i.location_id)).size).toBe(locations.length);
  });

  it('gives every location opening hours and 2-12 spaces, consistent with its meeting types', async () => {
    const [spaces, types, hours] = await Promise.all([
      db().selectFrom('spaces').select(['location_id', 'meeting_type_id']).execute(),
      db().selectFrom('location_meeting_types').selectAll().execute(),
      db().selectFrom('opening_hours').selectAll().execute(),
    ]);
    const locations = await db().selectFrom('locations').select('id').execute();
    for (const { id } of locations) {
      const own = spaces.filter((s) => s.location_id === id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(12);
      const offered = [...new Set(own.map((s) => s.meeting_type_id))].sort();
      expect(
        types
          .filter((t) => t.location_id === id)
          .map((t) => t.meeting_type_id)
          .sort(),
      ).toEqual(offered);
      for (const type of offered) {
        expect(hours.some((h) => h.location_id === id && h.meeting_type_id === type && h.weekday === 1)).toBe(
          true,
        );
      }
    }
    for (const h of hours) {
      expect(h.open_minutes).toBeLessThan(h.close_minutes);
      if (h.meeting_type_id === 3) expect(h.open_minutes <= 540 && h.close_minutes >= 1020).toBe(true);
    }
    expect(await db().selectFrom('closed_days').select('id').execute()).not.toHaveLength(0);
  });

  it('offers all meeting types, pricing types, settings and option categories', async () => {
    const spaces = await db().selectFrom('spaces').selectAll().execute();
    const settings = await db().selectFrom('space_settings').selectAll().execute();
    const options = await db().selectFrom('options').selectAll().execute();
    expect(new Set(spaces.map((s) => s.meeting_type_id))).toEqual(new Set([1, 2, 3]));
    expect(new Set(spaces.map((s) => s.pricing_type_id))).toEqual(new Set([1, 2, 3]));
    expect(
      spaces.some((s) => s.is_social_capital === 1 && s.price_cents === 0 && s.meeting_type_id === 2),
    ).toBe(true);
    expect(new Set(settings.map((s) => s.setting_id)).size).toBe(29);
    for (const space of spaces) {
      const own = settings.filter((s) => s.space_id === space.id);
      expect(own.length).toBeGreaterThan(0);
      expect(Math.max(...own.map((s) => s.max_seats))).toBe(space.capacity);
      for (const s of own) expect(s.min_seats).toBeLessThanOrEqual(s.max_seats);
      if (space.meeting_type_id === 2)
        expect(own).toEqual([
          { space_id: space.id, setting_id: 23, min_seats: 1, max_seats: space.capacity },
        ]);
    }
    expect(new Set(options.map((o) => o.category_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(options.some((o) => o.max_amount > 0)).toBe(true);
    expect(options.some((o) => o.max_pp > 0)).toBe(true);
    expect(options.some((o) => o.stock !== null)).toBe(true);
    const packageOptions = await db()
      .selectFrom('package_options')
      .innerJoin('packages', 'packages.id', 'package_options.package_id')
      .innerJoin('options', 'options.id', 'package_options.option_id')
      .select(['packages.location_id as package_location', 'options.location_id as option_location'])
      .execute();
    expect(packageOptions.length).toBeGreaterThan(0);
    for (const row of packageOptions) expect(row.option_location).toBe(row.package_location);
  });

  it('creates vouchers of all five types and every documented code', async () => {
    const vouchers = await db().selectFrom('vouchers').selectAll().execute();
    expect(new Set(vouchers.map((v) => v.type_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const documented of DEMO_VOUCHERS) expect(vouchers.map((v) => v.code)).toContain(documented.code);
    const pack = vouchers.find((v) => v.code === 'PAKKET-UTRECHT');
    const packageRow = await db()
      .selectFrom('packages')
      .select('location_id')
      .where('id', '=', pack?.package_id ?? -1)
      .executeTakeFirst();
    expect(packageRow?.location_id).toBe(pack?.location_id);
    const usages = await db().selectFrom('voucher_usages').selectAll().execute();
    const soldOut = vouchers.find((v) => v.code === 'UITVERKOCHT');
    const used = usages.filter((u) => u.voucher_id === soldOut?.id).reduce((sum, u) => sum + u.seats, 0);
    expect(used).toBeGreaterThanOrEqual(soldOut?.total_seats ?? Number.POSITIVE_INFINITY);
    const booker = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    const once = vouchers.find((v) => v.code === 'EENMALIG');
    expect(usages.some((u) => u.voucher_id === once?.id && u.profile_id === booker.id)).toBe(true);
    expect(vouchers.find((v) => v.code === 'PERSOONLIJK')?.profile_id).not.toBe(booker.id);
  });

  it('fills the approval queue: every pending location has a manager and a create entry; the suspended one a reason', async () => {
    const waiting = await db()
      .selectFrom('locations')
      .select(['id', 'status'])
      .where('status', 'in', ['pending', 'suspended'])
      .execute();
    expect(waiting).toHaveLength(2 + MODERATION_DEMO.pending + MODERATION_DEMO.suspended);
    const managed = await db()
      .selectFrom('location_managers')
      .select('location_id')
      .where('is_active', '=', 1)
      .execute();
    const changes = await db().selectFrom('catalogue_changes').selectAll().execute();
    // The main plan's second pending location has no manager (nobody's submission); all others have one.
    expect(waiting.filter((l) => managed.some((m) => m.location_id === l.id)).length).toBe(
      waiting.length - 1,
    );
    for (const l of waiting.filter((w) => managed.some((m) => m.location_id === w.id))) {
      expect(
        changes.some((c) => c.location_id === l.id && c.action === 'create'),
        `${l.id}`,
      ).toBe(true);
    }
    const suspended = waiting.find((l) => l.status === 'suspended');
    const suspension = changes.find((c) => c.location_id === suspended?.id && c.action === 'suspend');
    expect(JSON.parse(suspension?.changes ?? '[]')).toContainEqual(
      expect.objectContaining({ Field: 'Reason', To: expect.stringMatching(/^\S.{20,}$/) }),
    );
  });

  it('creates the demo accounts with the password and the host as manager', async () => {
    const profiles = await db().selectFrom('profiles').selectAll().execute();
    expect(summary.profiles).toBe(profiles.length);
    expect(profiles.length).toBeGreaterThanOrEqual(50);
    expect(profiles.every((p) => p.email === p.email.toLowerCase())).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const profile = profiles.find((p) => p.email === account.email);
      expect(profile?.role).toBe(account.role);
      expect(profile?.is_activated).toBe(1);
      expect(await verify(profile?.password_hash ?? '', PASSWORD)).toBe(true);
    }
    const booker = profiles.find((p) => p.email === 'booker@example.com');
    expect(booker?.company_id).not.toBeNull();
    expect(
      await db()
        .selectFrom('billing_addresses')
        .select('id')
        .where('profile_id', '=', booker?.id ?? -1)
        .execute(),
    ).toHaveLength(2);
    const host = profiles.find((p) => p.email === 'host@example.com');
    const managed = await db()
      .selectFrom('location_managers')
      .select('location_id')
      .where('profile_id', '=', host?.id ?? -1)
      .execute();
    expect(managed.length).toBeGreaterThanOrEqual(3);
  });

  it("configures one widget on one of the host's live locations", async () => {
    const widgets = await db()
      .selectFrom('widgets as w')
      .innerJoin('locations as l', 'l.id', 'w.location_id')
      .innerJoin('location_managers as m', 'm.location_id', 'w.location_id')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .select(['w.key', 'l.status', 'p.email'])
      .execute();
    expect(widgets).toEqual([{ key: DEMO_WIDGET_KEY, status: 'live', email: 'host@example.com' }]);
  });

  it('books reservations without double bookings, within hours, settings and capacity', async () => {
    const lines = await db()
      .selectFrom('reservation_spaces as rs')
      .innerJoin('spaces as s', 's.id', 'rs.space_id')
      .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
      .innerJoin('space_settings as ss', (join) =>
        join.onRef('ss.space_id', '=', 'rs.space_id').onRef('ss.setting_id', '=', 'rs.setting_id'),
      )
      .select([
        'rs.space_id',
        'rs.start_date',
        'rs.start_minutes',
        'rs.end_minutes',
        'rs.starts_at',
        'rs.ends_at',
        'rs.seats',
        'rs.is_cancelled',
      ])
      .select([
        's.meeting_type_id',
        's.capacity',
        's.location_id',
        'ss.min_seats',
        'ss.max_seats',
        'r.status_id',
      ])
      .execute();
    const hours = await db().selectFrom('opening_hours').selectAll().execute();
    expect(lines.length).toBe(summary.reservations);
    const active = lines.filter((l) => l.is_cancelled === 0);
    for (const line of lines) {
      expect(line.is_cancelled).toBe(line.status_id === 3 ? 1 : 0);
      expect(line.seats).toBeGreaterThanOrEqual(line.min_seats);
      expect(line.seats).toBeLessThanOrEqual(line.max_seats);
      expect(line.starts_at).toBe(localToUtcIso(line.start_date, line.start_minutes, 'Europe/Amsterdam'));
      expect(line.ends_at).toBe(localToUtcIso(line.start_date, line.end_minutes, 'Europe/Amsterdam'));
      const open = hours.find(
        (h) =>
          h.location_id === line.location_id &&
          h.meeting_type_id === line.meeting_type_id &&
          h.weekday === isoWeekdayOf(line.start_date),
      );
      expect(open).toBeDefined();
      expect(line.start_minutes).toBeGreaterThanOrEqual(open?.open_minutes ?? 0);
      expect(line.end_minutes).toBeLessThanOrEqual(open?.close_minutes ?? 0);
      const others = active.filter(
        (o) =>
          o !== line &&
          o.space_id === line.space_id &&
          o.starts_at < line.ends_at &&
          line.starts_at < o.ends_at,
      );
      if (line.is_cancelled === 1) continue;
      if (line.meeting_type_id === 2) {
        const asMinutes = (iso: string) => Date.parse(iso) / 60_000;
        const bookings = [line, ...others].map((o) => ({
          start: asMinutes(o.starts_at),
          end: asMinutes(o.ends_at),
          seats: o.seats,
        }));
        expect(peakSeats(bookings, asMinutes(line.starts_at), asMinutes(line.ends_at))).toBeLessThanOrEqual(
          line.capacity,
        );
      } else {
        expect(others).toEqual([]);
      }
    }
  });

  it('keeps reservation totals equal to the sum of their lines', async () => {
    const reservations = await db().selectFrom('reservations').selectAll().execute();
    const spaces = await db()
      .selectFrom('reservation_spaces')
      .select(['reservation_id', 'price_total_cents', 'tax_percentage'])
      .execute();
    const options = await db()
      .selectFrom('reservation_options')
      .select(['reservation_id', 'price_total_cents', 'tax_percentage', 'amount'])
      .execute();
    const terms = await db()
      .selectFrom('terms')
      .select(['id', 'language_id'])
      .where('type', '=', 'booking')
      .execute();
    expect(new Set(reservations.map((r) => r.key)).size).toBe(reservations.length);
    for (const r of reservations) {
      expect(r.key).toMatch(/^[A-Za-z0-9]{12}$/);
      const own = [...spaces, ...options].filter((line) => line.reservation_id === r.id);
      const totals = reservationTotals(own);
      expect([r.total_excl_cents, r.total_incl_cents]).toEqual([totals.exclCents, totals.inclCents]);
      expect(r.terms_id).toBe(terms.find((t) => t.language_id === r.language_id)?.id);
      expect(r.status_id === 3).toBe(r.cancelled_at !== null);
    }
    expect(options.every((o) => o.amount > 0)).toBe(true);
    const contacts = await db()
      .selectFrom('reservation_contacts')
      .select('reservation_id')
      .where('type_id', '=', 1)
      .execute();
    expect(new Set(contacts.map((c) => c.reservation_id)).size).toBe(reservations.length);
  });

  it('gives the booker past and future reservations', async () => {
    const now = OPTIONS.now.toISOString();
    const rows = await db()
      .selectFrom('reservations')
      .innerJoin('profiles', 'profiles.id', 'reservations.profile_id')
      .select(['reservations.starts_at', 'reservations.status_id'])
      .where('profiles.email', '=', 'booker@example.com')
      .where('reservations.status_id', '=', 2)
      .execute();
    expect(rows.filter((r) => r.starts_at > now).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.starts_at < now).length).toBeGreaterThanOrEqual(3);
  });
});

// Two PostgreSQL test schemas must not coexist here: Kysely's migrator looks for its lock table in
// every schema, so the second migration would skip creating it. Hence one database after the other.
describe.each(engines)('demo data determinism on %s', (engine) => {
  it('gives the same data for the same seed in two fresh databases', async () => {
    const snapshot = async () => {
      const database = await createTestDatabase(engine);
      try {
        await generateDemoData(database.db, OPTIONS);
        return {
          locations: await database.db
            .selectFrom('locations')
            .select(['name', 'slug', 'latitude', 'longitude'])
            .orderBy('id')
            .execute(),
          reservations: await database.db
            .selectFrom('reservations')
            .select(['key', 'starts_at', 'total_incl_cents', 'tender_id', 'proposal_key'])
            .orderBy('id')
            .execute(),
          tenders: await database.db
            .selectFrom('tenders')
            .select(['id', 'profile_id', 'name', 'start_date', 'status', 'created_at'])
            .orderBy('id')
            .execute(),
          proposals: await database.db
            .selectFrom('proposals')
            .select(['key', 'tender_id', 'location_id', 'status', 'valid_until', 'total_incl_cents', 'text'])
            .orderBy('id')
            .execute(),
          history: await database.db
            .selectFrom('proposal_history')
            .select(['proposal_id', 'kind', 'version', 'snapshot', 'created_at'])
            .orderBy('id')
            .execute(),
        };
      } finally {
        await database.destroy();
      }
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(first.locations).toHaveLength(202 + MODERATION_DEMO.pending + MODERATION_DEMO.suspended);
    expect(first.proposals.length).toBeGreaterThan(0);
    expect(first.reservations.filter((r) => r.proposal_key !== null)).toHaveLength(1);
    expect(second).toEqual(first);
  });
});
