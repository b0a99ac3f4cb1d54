import { effectiveProposalStatus, isoWeekdayOf, PROPOSAL_STATUSES } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { addDays } from '../kernel/local-time.ts';
import { type DemoSummary, generateDemoData } from './generate.ts';
import { proposalTotals } from './proposals.ts';

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const TODAY = '2026-11-26';
// The default 200 locations: the host's four live locations all have meeting rooms then (with 40, one has only workspaces).
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };

describe.each(engines)('the demo tenders and proposals on %s', (engine) => {
  let database: Database;
  let summary: DemoSummary;
  const db = () => database.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    summary = await generateDemoData(db(), OPTIONS);
  });
  afterAll(async () => database?.destroy());

  it("keeps every proposal's totals equal to its lines incl. VAT, and each 'sent' snapshot to its version", async () => {
    const proposals = await db().selectFrom('proposals').selectAll().orderBy('id').execute();
    expect(proposals).toHaveLength(summary.proposals);
    expect(summary.proposals).toBeGreaterThanOrEqual(8);
    const spaces = await db().selectFrom('proposal_spaces').selectAll().execute();
    const options = await db().selectFrom('proposal_options').selectAll().execute();
    const history = await db().selectFrom('proposal_history').selectAll().orderBy('id').execute();
    let adjusted = 0;
    for (const p of proposals) {
      const own = spaces.filter((s) => s.proposal_id === p.id);
      const ownOptions = options.filter((o) => o.proposal_id === p.id);
      expect(own.length).toBeGreaterThan(0);
      const totals = proposalTotals(own, ownOptions);
      expect([p.total_excl_cents, p.total_incl_cents]).toEqual([totals.exclCents, totals.inclCents]);
      expect(p.total_incl_cents).toBeGreaterThan(p.total_excl_cents);
      adjusted += own.filter((s) => s.price_cents !== s.list_price_cents).length;
      adjusted += ownOptions.filter((o) => o.price_per_item_cents !== o.list_price_per_item_cents).length;
      const sent = history.filter((h) => h.proposal_id === p.id && h.kind === 'sent');
      expect(sent.map((h) => h.version)).toEqual(Array.from({ length: p.version }, (_, n) => n + 1));
      const last = JSON.parse(sent.at(-1)?.snapshot ?? '{}');
      expect([last.TotalExclCents, last.TotalInclCents]).toEqual([p.total_excl_cents, p.total_incl_cents]);
      expect(last.Spaces).toHaveLength(own.length);
      const tl = await db()
        .selectFrom('tender_locations')
        .selectAll()
        .where('tender_id', '=', p.tender_id)
        .where('location_id', '=', p.location_id)
        .executeTakeFirstOrThrow();
      expect([tl.status, tl.proposal_id]).toEqual(['answered', p.id]);
    }
    expect(adjusted).toBeGreaterThanOrEqual(2);
  });

  it('proposes rooms that seat the group, within opening hours, and free of the demo bookings', async () => {
    const lines = await db()
      .selectFrom('proposal_spaces as ps')
      .innerJoin('proposals as p', 'p.id', 'ps.proposal_id')
      .innerJoin('spaces as s', 's.id', 'ps.space_id')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .innerJoin('space_settings as ss', (join) =>
        join.onRef('ss.space_id', '=', 'ps.space_id').onRef('ss.setting_id', '=', 'ps.setting_id'),
      )
      .select(['ps.space_id', 'ps.seats', 'ps.start_date', 'ps.start_minutes', 'ps.end_minutes'])
      .select(['p.status', 'p.location_id', 'p.reservation_id', 's.location_id as space_location'])
      .select(['s.meeting_type_id', 'l.status as location_status', 'ss.min_seats', 'ss.max_seats'])
      .execute();
    const hours = await db()
      .selectFrom('opening_hours')
      .selectAll()
      .where('meeting_type_id', '=', 1)
      .execute();
    const booked = await db()
      .selectFrom('reservation_spaces')
      .select(['space_id', 'start_date', 'start_minutes', 'end_minutes', 'reservation_id'])
      .where('is_cancelled', '=', 0)
      .execute();
    for (const line of lines) {
      expect(line.space_location).toBe(line.location_id);
      expect([line.meeting_type_id, line.location_status]).toEqual([1, 'live']);
      expect(line.seats).toBeGreaterThanOrEqual(line.min_seats);
      expect(line.seats).toBeLessThanOrEqual(line.max_seats);
      expect(isoWeekdayOf(line.start_date)).toBeLessThanOrEqual(5);
      const open = hours.find(
        (h) => h.location_id === line.location_id && h.weekday === isoWeekdayOf(line.start_date),
      );
      expect(line.start_minutes).toBeGreaterThanOrEqual(open?.open_minutes ?? 24 * 60);
      expect(line.end_minutes).toBeLessThanOrEqual(open?.close_minutes ?? 0);
      if (!['open', 'changeRequested', 'accepted'].includes(line.status)) continue;
      const clashes = booked.filter(
        (b) =>
          b.space_id === line.space_id &&
          b.start_date === line.start_date &&
          b.start_minutes < line.end_minutes &&
          line.start_minutes < b.end_minutes &&
          b.reservation_id !== line.reservation_id,
      );
      expect(clashes).toEqual([]);
    }
  });

  it('gives the booker a 5-location tender 2-4 weeks ahead and proposals in every state', async () => {
    const bookerId = await idOf('booker@example.com');
    const tenders = await db()
      .selectFrom('tenders')
      .selectAll()
      .where('profile_id', '=', bookerId)
      .orderBy('id')
      .execute();
    const counts = await Promise.all(
      tenders.map(
        async (t) =>
          (await db().selectFrom('tender_locations').select('id').where('tender_id', '=', t.id).execute())
            .length,
      ),
    );
    const five = tenders.find((_, n) => counts[n] === 5);
    const day = five?.start_date ?? '';
    expect(day >= addDays(TODAY, 14) && day <= addDays(TODAY, 28)).toBe(true);
    const newest = tenders.at(-1);
    const newestAsks = await db()
      .selectFrom('tender_locations')
      .select('status')
      .where('tender_id', '=', newest?.id ?? -1)
      .execute();
    expect(newestAsks.map((a) => a.status).sort()).toEqual(['answered', 'waiting', 'waiting']);

    const proposals = await db()
      .selectFrom('proposals')
      .selectAll()
      .where('profile_id', '=', bookerId)
      .execute();
    const effective = proposals.map((p) => effectiveProposalStatus(p.status as never, p.valid_until, TODAY));
    for (const status of PROPOSAL_STATUSES) expect(effective).toContain(status);
    // The expired one of the five-location tender lapsed by date (still stored open).
    expect(proposals.some((p) => p.status === 'open' && p.valid_until < TODAY)).toBe(true);
    const open = proposals.find((p) => p.status === 'open' && p.valid_until >= TODAY);
    expect(open?.valid_until).toBe(addDays(TODAY, 7));
    const rejected = proposals.find((p) => p.status === 'rejected');
    expect(rejected?.cancel_reason_type).toBe(2);
    const asked = proposals.find((p) => p.status === 'changeRequested');
    expect(asked?.version).toBe(1);
    const comment = await db()
      .selectFrom('proposal_history')
      .select('comment')
      .where('proposal_id', '=', asked?.id ?? -1)
      .where('kind', '=', 'changeRequested')
      .executeTakeFirst();
    expect(comment?.comment).toMatch(/vegetarisch/);
  });

  it('makes a definite reservation from the accepted proposal, with its key and tender id, occupying the room', async () => {
    const accepted = await db()
      .selectFrom('proposals')
      .selectAll()
      .where('status', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(1);
    const p = accepted[0];
    expect(p?.version).toBe(2);
    const kinds = (
      await db()
        .selectFrom('proposal_history')
        .select('kind')
        .where('proposal_id', '=', p?.id ?? -1)
        .orderBy('id')
        .execute()
    ).map((h) => h.kind);
    expect(kinds).toEqual(['sent', 'viewed', 'changeRequested', 'sent', 'viewed', 'accepted']);
    const reservation = await db()
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', p?.reservation_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(reservation).toMatchObject({
      tender_id: p?.tender_id,
      proposal_key: p?.key,
      profile_id: p?.profile_id,
      location_id: p?.location_id,
      status_id: 2,
      total_excl_cents: p?.total_excl_cents,
      total_incl_cents: p?.total_incl_cents,
    });
    const lines = await db()
      .selectFrom('reservation_spaces')
      .selectAll()
      .where('reservation_id', '=', reservation.id)
      .execute();
    const proposed = await db()
      .selectFrom('proposal_spaces')
      .selectAll()
      .where('proposal_id', '=', p?.id ?? -1)
      .execute();
    expect(
      lines.map((l) => [
        l.space_id,
        l.start_date,
        l.start_minutes,
        l.end_minutes,
        l.price_total_cents,
        l.is_cancelled,
      ]),
    ).toEqual(
      proposed.map((s) => [s.space_id, s.start_date, s.start_minutes, s.end_minutes, s.price_cents, 0]),
    );
    const tender = await db()
      .selectFrom('tenders')
      .selectAll()
      .where('id', '=', p?.tender_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(tender.status).toBe('accepted');
    const siblings = await db()
      .selectFrom('tender_locations')
      .select(['status', 'proposal_id'])
      .where('tender_id', '=', tender.id)
      .execute();
    const others = await db()
      .selectFrom('proposals')
      .select('status')
      .where('tender_id', '=', tender.id)
      .where('id', '!=', p?.id ?? -1)
      .execute();
    expect(others.every((o) => o.status === 'expired')).toBe(true);
    expect(siblings.filter((s) => s.proposal_id === null).every((s) => s.status === 'closed')).toBe(true);
    const invoice = await db()
      .selectFrom('invoices')
      .select('id')
      .where('reservation_id', '=', reservation.id)
      .execute();
    expect(invoice.length).toBeGreaterThan(0);
  });

  it('gives the host waiting, answered, change-requested and declined tenders at its live locations', async () => {
    const hostId = await idOf('host@example.com');
    const rows = await db()
      .selectFrom('tender_locations as tl')
      .innerJoin('tenders as t', 't.id', 'tl.tender_id')
      .innerJoin('location_managers as m', 'm.location_id', 'tl.location_id')
      .innerJoin('locations as l', 'l.id', 'tl.location_id')
      .leftJoin('proposals as p', 'p.id', 'tl.proposal_id')
      .select([
        'tl.status',
        't.profile_id',
        't.seats',
        't.start_date',
        'p.status as proposal',
        'l.status as live',
        'tl.decline_reason',
      ])
      .where('m.profile_id', '=', hostId)
      .execute();
    expect(rows.every((r) => r.live === 'live')).toBe(true);
    const waiting = rows.filter((r) => r.status === 'waiting');
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(new Set(waiting.map((r) => r.profile_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(waiting.map((r) => r.seats)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(waiting.map((r) => r.start_date)).size).toBeGreaterThanOrEqual(3);
    expect(waiting.every((r) => r.start_date > TODAY)).toBe(true);
    expect(rows.some((r) => r.proposal === 'open')).toBe(true);
    expect(rows.some((r) => r.proposal === 'changeRequested')).toBe(true);
    expect(rows.some((r) => r.status === 'declined' && (r.decline_reason ?? '').length > 0)).toBe(true);
  });

  it('writes each proposal in its tender’s language, with a text of its own', async () => {
    const rows = await db()
      .selectFrom('proposals as p')
      .innerJoin('tenders as t', 't.id', 'p.tender_id')
      .innerJoin('profiles as a', 'a.id', 't.profile_id')
      .select([
        'p.text',
        'p.language_id',
        't.language_id as tender_language',
        'a.language_id as applicant_language',
      ])
      .execute();
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.language_id).toBe(r.tender_language);
      expect(r.language_id).toBe(r.applicant_language);
      expect(r.text).toMatch(r.language_id === 52 ? /^Beste / : /^Dear /);
    }
    expect(rows.some((r) => r.language_id === 65)).toBe(true);
  });
});
