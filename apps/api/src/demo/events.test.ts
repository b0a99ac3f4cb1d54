import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_TYPE_IDS, eventSlug } from '@meetspace/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import { createTestDatabase, engines } from '../../test/db.ts';
import { useDemoWithUploads } from '../../test/demo.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { EVENTS } from './events.ts';
import { generateDemoData } from './generate.ts';

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const TODAY = '2026-11-26';
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };
const IN_THREE_MONTHS = '2027-03-01';

describe.each(engines)('the demo events on %s', (engine) => {
  const demo = useDemoWithUploads(engine, OPTIONS);
  const db = () => demo.database.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('writes 24 upcoming published events (one private), one draft and one past event', async () => {
    const events = await db().selectFrom('event_listings').selectAll().orderBy('id').execute();
    expect(events).toHaveLength(EVENTS.length);
    expect(demo.summary.events).toBe(EVENTS.length);
    const published = events.filter((e) => e.status === 'published');
    const upcoming = published.filter((e) => e.end_date >= TODAY);
    expect(upcoming).toHaveLength(24);
    expect(upcoming.every((e) => e.start_date <= IN_THREE_MONTHS)).toBe(true);
    expect(published.filter((e) => e.end_date < TODAY)).toHaveLength(1);
    expect(events.filter((e) => e.status === 'draft')).toHaveLength(1);
    expect(events.filter((e) => e.is_public === 0).map((e) => e.status)).toEqual(['published']);
    for (const e of events) {
      expect(e.published_at === null).toBe(e.status === 'draft');
      expect(e.starts_at).toBe(localToUtcIso(e.start_date, e.start_minutes, 'Europe/Amsterdam'));
      expect(e.ends_at).toBe(localToUtcIso(e.end_date, e.end_minutes, 'Europe/Amsterdam'));
      expect(e.ends_at > e.starts_at).toBe(true);
      const tags = JSON.parse(e.tags) as string[];
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(6);
      expect(e.search_text).toBe(
        normalizeSearchText([e.name ?? '', ...tags, e.city, e.location_name].join(' ')),
      );
      expect(eventSlug(e.name ?? '')).not.toBe('event');
      expect(e.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(e.online_url === null).toBe(e.is_online === 'offline');
      if (e.location_id !== null) expect(e.location_can_edit).toBe(0);
    }
    // Every kind is there.
    const kinds = (value: string) => events.filter((e) => e.is_online === value).length;
    expect([kinds('offline'), kinds('online'), kinds('hybrid')].every((n) => n >= 3)).toBe(true);
    expect(events.filter((e) => e.location_id === null && e.address !== '').length).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.language_id))).toEqual(new Set([52, 65]));
    expect(new Set(events.map((e) => e.event_type_id))).toEqual(new Set(EVENT_TYPE_IDS));
  });

  it('links demo locations with their address, and prices paid events in EUR with 21% VAT (early bird first)', async () => {
    const events = await db()
      .selectFrom('event_listings as e')
      .innerJoin('locations as l', 'l.id', 'e.location_id')
      .select([
        'e.location_name',
        'e.address',
        'e.city',
        'e.latitude',
        'l.name',
        'l.address as la',
        'l.city as lc',
        'l.latitude as llat',
      ])
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(15);
    for (const e of events) {
      expect([e.location_name, e.address, e.city]).toEqual([e.name, e.la, e.lc]);
      // event_listings.latitude is a real (single precision on PostgreSQL): equal to about a metre.
      expect(e.latitude).toBeCloseTo(e.llat, 4);
    }
    const prices = await db().selectFrom('event_prices').selectAll().orderBy('id').execute();
    const paidEvents = new Set(prices.map((p) => p.event_id));
    expect(paidEvents.size).toBeGreaterThanOrEqual(8);
    expect(prices.every((p) => p.currency === 'EUR' && p.tax_percentage === 21 && p.price_cents > 0)).toBe(
      true,
    );
    const early = [...paidEvents].filter((id) => prices.filter((p) => p.event_id === id).length === 2);
    expect(early.length).toBeGreaterThanOrEqual(2);
    for (const id of early) {
      const [first, later] = prices.filter((p) => p.event_id === id);
      expect(first?.start_date).toBeNull();
      expect(later?.start_date && later.start_date > TODAY).toBe(true);
      expect((first?.price_cents ?? 0) < (later?.price_cents ?? 0)).toBe(true);
    }
  });

  it('never has more confirmed and pending registrations than places, and a waiting list only on a full event', async () => {
    const events = await db().selectFrom('event_listings').selectAll().execute();
    const registrations = await db().selectFrom('event_registrations').selectAll().orderBy('id').execute();
    expect(registrations).toHaveLength(demo.summary.eventRegistrations);
    let full = 0;
    let nearlyFull = 0;
    for (const e of events) {
      const own = registrations.filter((r) => r.event_id === e.id);
      const taken = own.filter((r) => r.status === 'confirmed' || r.status === 'pending').length;
      if (e.max_capacity !== null) expect(taken).toBeLessThanOrEqual(e.max_capacity);
      const waiting = own.filter((r) => r.status === 'waitingList');
      if (waiting.length > 0) {
        expect(taken).toBe(e.max_capacity);
        const since = waiting.map((r) => r.waiting_since ?? '');
        expect(since).toEqual([...since].sort());
        expect(
          since.every(
            (s) =>
              s >
              (own
                .filter((r) => r.status !== 'waitingList')
                .map((r) => r.created_at)
                .sort()
                .at(-1) ?? ''),
          ),
        ).toBe(true);
        full += 1;
      } else if (e.max_capacity !== null && taken === e.max_capacity) full += 1;
      if (e.max_capacity !== null && taken < e.max_capacity && taken >= e.max_capacity - 2) nearlyFull += 1;
      expect(new Set(own.map((r) => r.active_email).filter(Boolean)).size).toBe(
        own.filter((r) => r.active_email).length,
      );
      if (e.status === 'draft') expect(own).toHaveLength(0);
    }
    expect(full).toBe(1);
    expect(nearlyFull).toBeGreaterThanOrEqual(3);
    for (const r of registrations) {
      expect(r.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(r.active_email).toBe(r.status === 'cancelled' ? null : r.email);
      expect(r.cancelled_at !== null).toBe(r.status === 'cancelled');
      expect(r.waiting_since !== null).toBe(r.status === 'waitingList');
      expect([52, 65]).toContain(r.language_id);
      expect(JSON.parse(r.tags)).toHaveLength(3);
      if (r.profile_id === null) expect(r.email).toMatch(/@example\.com$/);
    }
    expect(new Set(registrations.map((r) => r.key)).size).toBe(registrations.length);
    expect(registrations.some((r) => r.profile_id === null)).toBe(true);
    expect(registrations.some((r) => r.profile_id !== null)).toBe(true);
    expect(registrations.filter((r) => r.checked_in_at !== null).length).toBeGreaterThan(10);
  });

  it('gives each paid confirmed registration a paid payment, and each pending one an open payment', async () => {
    const registrations = await db().selectFrom('event_registrations').selectAll().execute();
    const payments = await db()
      .selectFrom('payments')
      .selectAll()
      .where('event_id', 'is not', null)
      .execute();
    const paidConfirmed = registrations.filter((r) => r.status === 'confirmed' && r.amount_cents > 0);
    expect(paidConfirmed.length).toBeGreaterThan(30);
    for (const r of paidConfirmed) {
      const payment = payments.find((p) => p.id === r.payment_id);
      expect(payment).toMatchObject({
        event_id: r.event_id,
        event_registration_id: r.id,
        payment_type: 1,
        status: 'paid',
        provider: 'test',
        amount_cents: r.amount_cents,
        currency_iso: 'EUR',
        void_at: null,
      });
      expect(r.paid_at).toBe(payment?.paid_at);
      expect(r.tax_percentage).toBe(21);
    }
    for (const r of registrations.filter((x) => x.status === 'pending')) {
      expect(r.amount_cents).toBeGreaterThan(0);
      expect(r.paid_at).toBeNull();
      expect(payments.find((p) => p.id === r.payment_id)?.status).toBe('open');
    }
    expect(payments).toHaveLength(registrations.filter((r) => r.payment_id !== null).length);
    for (const r of registrations.filter((x) => x.amount_cents === 0)) expect(r.payment_id).toBeNull();
    // The early-bird price is what the registrations so far paid.
    const early = await db()
      .selectFrom('event_prices')
      .select(['event_id', 'price_cents'])
      .where('start_date', 'is', null)
      .execute();
    for (const r of paidConfirmed)
      expect(early.some((p) => p.event_id === r.event_id && p.price_cents === r.amount_cents)).toBe(true);
  });

  it('lets the host organize several, the booker a draft and one with participants, and the booker attend four', async () => {
    const booker = await idOf('booker@example.com');
    const host = await idOf('host@example.com');
    const events = await db().selectFrom('event_listings').selectAll().execute();
    const organizers = await db().selectFrom('event_organizers').selectAll().execute();
    for (const e of events) {
      const owners = organizers.filter((o) => o.event_id === e.id && o.is_owner === 1);
      expect(owners).toHaveLength(1);
      expect(owners[0]).toMatchObject({ profile_id: e.owner_profile_id, is_primary: 1 });
      expect(organizers.filter((o) => o.event_id === e.id).length).toBeLessThanOrEqual(2);
    }
    expect(organizers.filter((o) => o.is_owner === 0).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.owner_profile_id === host).length).toBeGreaterThanOrEqual(6);
    const bookers = events.filter((e) => e.owner_profile_id === booker);
    expect(bookers.map((e) => e.status).sort()).toEqual(['draft', 'published']);
    const bookerPublished = bookers.find((e) => e.status === 'published');
    const attending = await db()
      .selectFrom('event_registrations as r')
      .innerJoin('event_listings as e', 'e.id', 'r.event_id')
      .select(['r.status', 'r.payment_id', 'e.end_date', 'e.id'])
      .where('r.profile_id', '=', booker)
      .execute();
    const participants = await db()
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', bookerPublished?.id ?? 0)
      .execute();
    expect(participants.length).toBeGreaterThan(5);
    expect(attending.filter((a) => a.end_date >= TODAY)).toHaveLength(3);
    expect(attending.filter((a) => a.end_date < TODAY).map((a) => a.status)).toEqual(['confirmed']);
    const pending = attending.filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(1);
    const open = await db()
      .selectFrom('payments')
      .select(['status', 'profile_id'])
      .where('id', '=', pending[0]?.payment_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(open).toEqual({ status: 'open', profile_id: booker });
  });

  it('gives every event but the draft a 4:3 JPEG picture wider than 1024 px in the upload folder, uploaded by its owner', async () => {
    const events = await db()
      .selectFrom('event_listings')
      .select(['id', 'status', 'image_url', 'owner_profile_id'])
      .execute();
    const images = await db().selectFrom('uploaded_images').selectAll().where('type', '=', 'Event').execute();
    expect(images).toHaveLength(EVENTS.length - 1);
    for (const e of events) {
      if (e.status === 'draft') {
        expect(e.image_url).toBeNull();
        continue;
      }
      const image = images.find((i) => i.item_id === e.id);
      expect(image).toMatchObject({ type: 'Event', profile_id: e.owner_profile_id, url: e.image_url });
      expect((image?.width ?? 0) > 1024 && (image?.width ?? 0) * 3 === (image?.height ?? 0) * 4).toBe(true);
      const sizes = JSON.parse(image?.sizes ?? '{}') as Record<string, string>;
      expect(Object.keys(sizes)).toEqual(['160x120', '320x240', '640x480', '1024x768']);
      expect(sizes['1024x768']).toBe(e.image_url);
      for (const url of Object.values(sizes))
        expect(existsSync(join(demo.uploadDir, url.replace(/^\/uploads\//, '')))).toBe(true);
    }
    const large = images[0]?.url ?? '';
    const meta = await sharp(join(demo.uploadDir, large.replace(/^\/uploads\//, ''))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 768]);
  });
});

describe.each(engines)('demo events determinism on %s', (engine) => {
  it('gives the same events, registrations and payments for the same seed in two fresh databases', async () => {
    const snapshot = async () => {
      const database = await createTestDatabase(engine);
      const uploadDir = mkdtempSync(join(tmpdir(), 'demo-events-'));
      try {
        await generateDemoData(database.db, { ...OPTIONS, uploadDir });
        const db = database.db;
        return {
          events: await db.selectFrom('event_listings').selectAll().orderBy('id').execute(),
          registrations: await db.selectFrom('event_registrations').selectAll().orderBy('id').execute(),
          payments: await db
            .selectFrom('payments')
            .select(['key', 'event_registration_id', 'status', 'amount_cents', 'paid_at'])
            .where('event_id', 'is not', null)
            .orderBy('id')
            .execute(),
          images: await db.selectFrom('uploaded_images').selectAll().orderBy('id').execute(),
          organizers: await db.selectFrom('event_organizers').selectAll().orderBy('id').execute(),
          program: await db.selectFrom('event_program_items').selectAll().orderBy('id').execute(),
        };
      } finally {
        await database.destroy();
        rmSync(uploadDir, { recursive: true, force: true });
      }
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(first.events).toHaveLength(EVENTS.length);
    expect(second).toEqual(first);
  });
});
