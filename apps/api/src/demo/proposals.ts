import { isoWeekdayOf, LanguageId, localeOfLanguageId } from '@meetspace/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { draftReservationInvoice } from '../invoices/index.ts';
import { addDays, localDate, localToUtcIso } from '../kernel/local-time.ts';
import { reservationTotals, spaceLinePrice } from './pricing.ts';
import {
  ACCEPT_COMMENT,
  CHANGE_COMMENTS,
  DECLINE_REASONS,
  type DemoLanguage,
  MEETINGS,
  proposalText,
  REJECT_REASON,
} from './proposal-texts.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';

// Tenders (requests for proposal) and proposals, written after the rest of the demo (it reads the
// locations, rooms and bookings back from the database), so the other streams stay as they were.
// Every proposal comes from host@example.com's live locations (they are the only demo locations
// with a manager to send one); the other locations asked are waiting, declined or closed.
//
// - The booker (Bente Boeker): "Teamdag marketing" (5 locations, 2-3 weeks ahead) with an open
//   proposal, one with changes requested, a rejected one ("found a cheaper location"), one whose
//   valid-until day has passed, and a declined location; "Bestuursvergadering" (3 locations),
//   accepted in its second version after a change request: a definite reservation made from it
//   (tender id and proposal key set), the other proposal expired and the unanswered location closed;
//   "Training klantgericht schrijven" (3 locations, newest): one open proposal, two waiting.
// - An English-speaking member: "Product team offsite" (2 locations): one open proposal in
//   English, one waiting.
// - Other members ask the host's locations: three tenders waiting for an answer (different
//   members, sizes and dates) and one the host declined.

const TIME_ZONE = 'Europe/Amsterdam';
const MEETING_ROOM = 1;
/** Days nobody plans a meeting on (month-day). */
const HOLIDAYS = ['12-24', '12-25', '12-26', '12-31', '01-01'];

type ProposalState = 'open' | 'changeRequested' | 'accepted' | 'rejected' | 'expired' | 'lapsed';
/** How a location answered: a proposal (its state), or no proposal. `lapsed` is an open proposal past its valid-until day. */
type Answer = ProposalState | 'waiting' | 'declined' | 'closed';

interface Ask {
  /** One of the host's live locations (0..3, by id), or the n-th other live location picked for this tender. */
  at: { host: number } | { other: number };
  answer: Answer;
  declineReason?: string;
}

interface TenderSpec {
  applicant: 'booker' | 'english' | 'member0' | 'member1' | 'member2' | 'member3';
  meeting: keyof typeof MEETINGS;
  seats: number;
  start: number;
  end: number;
  /** Days from today the meeting is wanted (moved on to the first day every answering location is open). */
  inDays: number;
  createdDaysAgo: number;
  budgetEuros: number | null;
  categories: number[];
  asks: Ask[];
}

/** The demo's tenders, in the order they are written (tender ids follow it). */
export const TENDERS: readonly TenderSpec[] = [
  {
    applicant: 'booker',
    meeting: 'teamDay',
    seats: 12,
    start: 540,
    end: 1020,
    inDays: 17,
    createdDaysAgo: 12,
    budgetEuros: 2000,
    categories: [1, 2],
    asks: [
      { at: { host: 0 }, answer: 'open' },
      { at: { host: 1 }, answer: 'changeRequested' },
      { at: { host: 2 }, answer: 'rejected' },
      { at: { host: 3 }, answer: 'lapsed' },
      { at: { other: 0 }, answer: 'declined', declineReason: DECLINE_REASONS.nlOther },
    ],
  },
  {
    applicant: 'booker',
    meeting: 'board',
    seats: 8,
    start: 780,
    end: 1020,
    inDays: 23,
    createdDaysAgo: 14,
    budgetEuros: 900,
    categories: [1, 2],
    asks: [
      { at: { host: 2 }, answer: 'accepted' },
      { at: { host: 0 }, answer: 'expired' },
      { at: { other: 0 }, answer: 'closed' },
    ],
  },
  {
    applicant: 'member0',
    meeting: 'finance',
    seats: 20,
    start: 540,
    end: 1020,
    inDays: 20,
    createdDaysAgo: 1,
    budgetEuros: 3500,
    categories: [1, 3],
    asks: [
      { at: { host: 0 }, answer: 'waiting' },
      { at: { other: 0 }, answer: 'waiting' },
      { at: { other: 1 }, answer: 'waiting' },
    ],
  },
  {
    applicant: 'english',
    meeting: 'offsite',
    seats: 6,
    start: 600,
    end: 960,
    inDays: 15,
    createdDaysAgo: 3,
    budgetEuros: 1200,
    categories: [1, 2],
    asks: [
      { at: { host: 0 }, answer: 'open' },
      { at: { host: 2 }, answer: 'waiting' },
    ],
  },
  {
    applicant: 'member1',
    meeting: 'interviews',
    seats: 4,
    start: 600,
    end: 900,
    inDays: 9,
    createdDaysAgo: 0.2,
    budgetEuros: null,
    categories: [1],
    asks: [{ at: { host: 1 }, answer: 'waiting' }],
  },
  {
    applicant: 'member2',
    meeting: 'sales',
    seats: 10,
    start: 780,
    end: 1020,
    inDays: 27,
    createdDaysAgo: 2,
    budgetEuros: 800,
    categories: [1, 2],
    asks: [
      { at: { host: 2 }, answer: 'waiting' },
      { at: { other: 0 }, answer: 'waiting' },
    ],
  },
  {
    applicant: 'member3',
    meeting: 'workshop',
    seats: 14,
    start: 540,
    end: 780,
    inDays: 18,
    createdDaysAgo: 5,
    budgetEuros: 1000,
    categories: [1, 4],
    asks: [
      { at: { host: 2 }, answer: 'declined', declineReason: DECLINE_REASONS.nl },
      { at: { other: 0 }, answer: 'waiting' },
    ],
  },
  {
    applicant: 'booker',
    meeting: 'training',
    seats: 16,
    start: 570,
    end: 990,
    inDays: 33,
    createdDaysAgo: 1.5,
    budgetEuros: 2500,
    categories: [1, 2],
    asks: [
      { at: { host: 1 }, answer: 'open' },
      { at: { other: 0 }, answer: 'waiting' },
      { at: { other: 1 }, answer: 'waiting' },
    ],
  },
];

interface Room {
  id: number;
  locationId: number;
  name: { nl: string; en: string };
  pricingTypeId: number;
  priceCents: number;
  taxPercentage: number;
  capacity: number;
  minDuration: number;
  settings: { settingId: number; min: number; max: number }[];
}

interface OptionRow {
  id: number;
  name_nl: string;
  category_id: number;
  price_cents: number;
  tax_percentage: number;
  max_amount: number;
  max_pp: number;
  stock: number | null;
}

interface Location {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
}

interface SpaceLine {
  space_id: number;
  setting_id: number;
  seats: number;
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  list_price_cents: number;
  price_cents: number;
  tax_percentage: number;
}

interface OptionLine {
  option_id: number;
  amount: number;
  list_price_per_item_cents: number;
  price_per_item_cents: number;
  tax_percentage: number;
  /** When it is served (lunch at noon), for the reservation line. */
  at: number;
}

/** A version's lines and totals. */
export interface ProposalVersion {
  spaces: SpaceLine[];
  options: OptionLine[];
  totalExclCents: number;
  totalInclCents: number;
}

/** Totals of a proposal's lines, VAT per line as a reservation's (pricing.ts). */
export function proposalTotals(
  spaces: readonly { price_cents: number; tax_percentage: number }[],
  options: readonly { amount: number; price_per_item_cents: number; tax_percentage: number }[],
): { exclCents: number; inclCents: number } {
  return reservationTotals([
    ...spaces.map((s) => ({ price_total_cents: s.price_cents, tax_percentage: s.tax_percentage })),
    ...options.map((o) => ({
      price_total_cents: o.amount * o.price_per_item_cents,
      tax_percentage: o.tax_percentage,
    })),
  ]);
}

/** The JSON a 'sent' history row keeps of a version. */
function snapshotOf(v: ProposalVersion): string {
  return JSON.stringify({
    Spaces: v.spaces.map((s) => ({
      SpaceId: s.space_id,
      SettingId: s.setting_id,
      Seats: s.seats,
      StartDate: s.start_date,
      EndDate: s.end_date,
      StartMinutes: s.start_minutes,
      EndMinutes: s.end_minutes,
      ListPriceCents: s.list_price_cents,
      PriceCents: s.price_cents,
      TaxPercentage: s.tax_percentage,
    })),
    Options: v.options.map((o) => ({
      OptionId: o.option_id,
      Amount: o.amount,
      ListPricePerItemCents: o.list_price_per_item_cents,
      PricePerItemCents: o.price_per_item_cents,
      TaxPercentage: o.tax_percentage,
    })),
    TotalExclCents: v.totalExclCents,
    TotalInclCents: v.totalInclCents,
  });
}

/** 10% off, rounded to whole euros (a host's manual adjustment). */
const tenPercentOff = (cents: number) => Math.round((cents * 0.9) / 100) * 100;

/** The option lines a host offers for the categories asked (unstocked options only, within their limits). */
function offerOptions(
  options: readonly OptionRow[],
  seats: number,
  start: number,
  end: number,
  categories: readonly number[],
  extras: { lunch: boolean },
): OptionLine[] {
  const minutes = end - start;
  const wishes: { name: string; amount: number; at: number }[] = [
    { name: 'Koffie en thee', amount: seats * (minutes >= 360 ? 2 : 1), at: start },
  ];
  if (extras.lunch && start <= 720 && end >= 780)
    wishes.push({ name: 'Lunch met broodjes en soep', amount: seats, at: 720 });
  if (categories.includes(2))
    wishes.push({ name: 'Beamer', amount: 1, at: start }, { name: 'Flip-over', amount: 1, at: start });
  if (categories.includes(3)) wishes.push({ name: 'Parkeerplaats', amount: Math.ceil(seats / 4), at: start });
  const lines: OptionLine[] = [];
  for (const wish of wishes) {
    const option = options.find((o) => o.name_nl === wish.name && o.stock === null);
    if (!option) continue;
    let amount = wish.amount;
    if (option.max_amount > 0) amount = Math.min(amount, option.max_amount);
    if (option.max_pp > 0) amount = Math.min(amount, option.max_pp * seats);
    if (amount <= 0) continue;
    lines.push({
      option_id: option.id,
      amount,
      list_price_per_item_cents: option.price_cents,
      price_per_item_cents: option.price_cents,
      tax_percentage: option.tax_percentage,
      at: wish.at,
    });
  }
  return lines;
}

function version(spaces: SpaceLine[], options: OptionLine[]): ProposalVersion {
  const totals = proposalTotals(spaces, options);
  return { spaces, options, totalExclCents: totals.exclCents, totalInclCents: totals.inclCents };
}

/** What the demo wrote, for the summary and the tests. */
export interface DemoProposalsSummary {
  tenders: number;
  proposals: number;
  reservations: number;
}

/** Writes the demo's tenders and proposals (inside the demo's transaction; deterministic for a seed and `now`). */
export async function writeDemoProposals(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
): Promise<DemoProposalsSummary> {
  const none = { tenders: 0, proposals: 0, reservations: 0 };
  const random = new DemoRandom(seed, Stream.Proposals);
  const nowIso = now.toISOString();
  const today = localDate(now, TIME_ZONE);
  const ago = (days: number) => instantAfter(nowIso, -days);

  const profiles = await trx
    .selectFrom('profiles')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'language_id', 'role', 'is_activated'])
    .orderBy('id')
    .execute();
  const booker = profiles.find((p) => p.email === 'booker@example.com');
  const host = profiles.find((p) => p.email === 'host@example.com');
  if (!booker || !host) return none;
  const managers = await trx
    .selectFrom('location_managers')
    .select(['location_id', 'profile_id'])
    .where('is_active', '=', 1)
    .execute();
  const managing = new Set(managers.map((m) => m.profile_id));
  const managed = new Set(managers.map((m) => m.location_id));
  const plain = profiles.filter(
    (p) => p.role === 'member' && p.is_activated === 1 && p.id !== booker.id && !managing.has(p.id),
  );
  const dutch = plain.filter((p) => p.language_id === LanguageId.nl);
  const english = plain.find((p) => p.language_id === LanguageId.en);
  const applicants = {
    booker,
    english,
    member0: dutch[0],
    member1: dutch[1],
    member2: dutch[2],
    member3: dutch[3],
  };

  const locations: Location[] = await trx
    .selectFrom('locations')
    .select(['id', 'name', 'city', 'latitude', 'longitude'])
    .where('status', '=', 'live')
    .orderBy('id')
    .execute();
  const others = locations.filter((l) => !managed.has(l.id));

  const spaceRows = await trx
    .selectFrom('spaces')
    .select(['id', 'location_id', 'name_nl', 'name_en', 'pricing_type_id', 'price_cents', 'tax_percentage'])
    .select(['capacity', 'min_duration_minutes'])
    .where('meeting_type_id', '=', MEETING_ROOM)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  const settings = await trx
    .selectFrom('space_settings')
    .select(['space_id', 'setting_id', 'min_seats', 'max_seats'])
    .orderBy('space_id')
    .orderBy('setting_id')
    .execute();
  const rooms: Room[] = spaceRows.map((s) => ({
    id: s.id,
    locationId: s.location_id,
    name: { nl: s.name_nl, en: s.name_en },
    pricingTypeId: s.pricing_type_id,
    priceCents: s.price_cents,
    taxPercentage: s.tax_percentage,
    capacity: s.capacity,
    minDuration: s.min_duration_minutes,
    settings: settings
      .filter((x) => x.space_id === s.id)
      .map((x) => ({ settingId: x.setting_id, min: x.min_seats, max: x.max_seats })),
  }));
  const hours = await trx
    .selectFrom('opening_hours')
    .select(['location_id', 'weekday', 'open_minutes', 'close_minutes'])
    .where('meeting_type_id', '=', MEETING_ROOM)
    .execute();
  const closed = await trx.selectFrom('closed_days').select(['location_id', 'date']).execute();
  // The host's live locations with meeting rooms (by id): the tenders' `host` slots.
  const hostLocations = locations.filter(
    (l) =>
      managers.some((m) => m.location_id === l.id && m.profile_id === host.id) &&
      rooms.some((r) => r.locationId === l.id) &&
      hours.some((h) => h.location_id === l.id),
  );
  if (hostLocations.length < 3) return none;
  const options: (OptionRow & { location_id: number })[] = await trx
    .selectFrom('options')
    .select(['id', 'location_id', 'name_nl', 'category_id', 'price_cents', 'tax_percentage'])
    .select(['max_amount', 'max_pp', 'stock'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  const taken = await trx
    .selectFrom('reservation_spaces')
    .select(['space_id', 'start_date', 'start_minutes', 'end_minutes'])
    .where('is_cancelled', '=', 0)
    .where('start_date', '>=', today)
    .execute();
  /** Rooms this demo proposes (open, change requested, accepted): not offered twice at once. */
  const proposed: { space_id: number; start_date: string; start_minutes: number; end_minutes: number }[] = [];

  const opens = (locationId: number, date: string, start: number, end: number) => {
    if (closed.some((c) => c.location_id === locationId && c.date === date)) return false;
    const h = hours.find((x) => x.location_id === locationId && x.weekday === isoWeekdayOf(date));
    return h !== undefined && h.open_minutes <= start && end <= h.close_minutes;
  };
  const free = (spaceId: number, date: string, start: number, end: number) =>
    ![...taken, ...proposed].some(
      (t) =>
        t.space_id === spaceId && t.start_date === date && t.start_minutes < end && start < t.end_minutes,
    );
  /** The smallest room at a location that seats `seats` (and is free, when asked), with its tightest setting. */
  const roomFor = (
    locationId: number,
    seats: number,
    date: string,
    start: number,
    end: number,
    mustBeFree: boolean,
  ) => {
    const fitting = rooms
      .filter((r) => r.locationId === locationId && r.minDuration <= end - start)
      .map((r) => ({
        room: r,
        setting: r.settings
          .filter((s) => s.min <= seats && seats <= s.max)
          .sort((a, b) => a.max - b.max || a.settingId - b.settingId)[0],
      }))
      .filter((x) => x.setting !== undefined && (!mustBeFree || free(x.room.id, date, start, end)))
      .sort((a, b) => a.room.capacity - b.room.capacity || a.room.id - b.room.id);
    const best = fitting[0];
    return best?.setting ? { room: best.room, setting: best.setting } : null;
  };
  const holdsRoom = (answer: Answer) =>
    answer === 'open' || answer === 'changeRequested' || answer === 'accepted';

  const terms = await trx
    .selectFrom('terms')
    .select(['id', 'language_id'])
    .where('type', '=', 'booking')
    .orderBy('id')
    .execute();
  const reservationKeys = new Set(
    (await trx.selectFrom('reservations').select('key').execute()).map((r) => r.key),
  );

  const summary = { tenders: 0, proposals: 0, reservations: 0 };
  let nextOther = 0;
  let textVariant = 0;
  for (const spec of TENDERS) {
    const applicant = applicants[spec.applicant];
    if (!applicant) continue;
    const language: DemoLanguage = localeOfLanguageId(applicant.language_id);
    const meeting = MEETINGS[spec.meeting];
    // The other live locations asked: each tender its own, with a room for its group.
    const otherIds: number[] = [];
    for (const ask of spec.asks) {
      if (!('other' in ask.at)) continue;
      for (let tries = 0; tries < others.length; tries += 1) {
        const candidate = others[nextOther++ % others.length] as Location;
        if (
          !otherIds.includes(candidate.id) &&
          rooms.some(
            (r) =>
              r.locationId === candidate.id &&
              r.settings.some((s) => s.min <= spec.seats && spec.seats <= s.max),
          )
        ) {
          otherIds.push(candidate.id);
          break;
        }
      }
    }
    const locationOf = (ask: Ask): Location | undefined =>
      'host' in ask.at
        ? hostLocations[ask.at.host]
        : locations.find((l) => l.id === otherIds[(ask.at as { other: number }).other]);
    const asks = spec.asks.flatMap((ask) => {
      const location = locationOf(ask);
      return location ? [{ ask, location }] : [];
    });
    if (asks.length === 0) continue;
    // The first day from `inDays` on when every host location asked is open and those answering have a room.
    let date: string | null = null;
    for (let shift = 0; shift < 21 && date === null; shift += 1) {
      const day = addDays(today, Math.round(spec.inDays) + shift);
      const ok = asks.every(({ ask, location }) => {
        if (!('host' in ask.at)) return true;
        if (!opens(location.id, day, spec.start, spec.end)) return false;
        if (ask.answer === 'waiting' || ask.answer === 'declined' || ask.answer === 'closed') return true;
        return roomFor(location.id, spec.seats, day, spec.start, spec.end, holdsRoom(ask.answer)) !== null;
      });
      if (ok && isoWeekdayOf(day) <= 5 && !HOLIDAYS.includes(day.slice(5))) date = day;
    }
    if (date === null) continue;

    const createdAt = ago(spec.createdDaysAgo);
    const place = asks[0]?.location;
    const tenderStatus = asks.some(({ ask }) => ask.answer === 'accepted') ? 'accepted' : 'open';
    const tender = await trx
      .insertInto('tenders')
      .values({
        channel_id: 1,
        profile_id: applicant.id,
        language_id: applicant.language_id,
        name: meeting.name,
        meeting_type_id: MEETING_ROOM,
        setting_id: null,
        seats: spec.seats,
        start_date: date,
        end_date: date,
        start_minutes: spec.start,
        end_minutes: spec.end,
        description: meeting.description,
        budget_cents: spec.budgetEuros === null ? null : spec.budgetEuros * 100,
        option_categories: JSON.stringify(spec.categories),
        place_name: place?.city ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        status: tenderStatus,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.tenders += 1;
    let tenderUpdatedAt = createdAt;
    const acceptedAfter = spec.createdDaysAgo / 2;

    for (const { ask, location } of asks) {
      const base = { tender_id: tender.id, location_id: location.id, created_at: createdAt };
      if (ask.answer === 'waiting' || ask.answer === 'closed') {
        const at = ask.answer === 'closed' ? ago(acceptedAfter) : createdAt;
        await trx
          .insertInto('tender_locations')
          .values({ ...base, status: ask.answer, decline_reason: null, proposal_id: null, updated_at: at })
          .execute();
        continue;
      }
      if (ask.answer === 'declined') {
        const at = ago(spec.createdDaysAgo * 0.6);
        await trx
          .insertInto('tender_locations')
          .values({
            ...base,
            status: 'declined',
            decline_reason: ask.declineReason ?? null,
            proposal_id: null,
            updated_at: at,
          })
          .execute();
        if (at > tenderUpdatedAt) tenderUpdatedAt = at;
        continue;
      }
      const found = roomFor(location.id, spec.seats, date, spec.start, spec.end, holdsRoom(ask.answer));
      if (!found) continue;
      const { room, setting } = found;
      if (holdsRoom(ask.answer))
        proposed.push({
          space_id: room.id,
          start_date: date,
          start_minutes: spec.start,
          end_minutes: spec.end,
        });
      const list = spaceLinePrice(
        room.pricingTypeId,
        room.priceCents,
        spec.seats,
        spec.end - spec.start,
      ).totalCents;
      const spaceLine = (discount: boolean): SpaceLine => ({
        space_id: room.id,
        setting_id: setting.settingId,
        seats: spec.seats,
        start_date: date,
        end_date: date,
        start_minutes: spec.start,
        end_minutes: spec.end,
        list_price_cents: list,
        price_cents: discount ? tenPercentOff(list) : list,
        tax_percentage: room.taxPercentage,
      });
      const locationOptions = options.filter((o) => o.location_id === location.id);
      const offered = (lunch: boolean) =>
        offerOptions(locationOptions, spec.seats, spec.start, spec.end, spec.categories, { lunch });
      // The host's manual adjustments: 10% off the room on every other open proposal and on the
      // accepted one's second version; 10% off the first option of the (later rejected) one.
      const first =
        ask.answer === 'accepted'
          ? version([spaceLine(false)], offered(false))
          : version(
              [spaceLine(ask.answer === 'open' && textVariant % 2 === 0)],
              offered(true).map((o, n) =>
                n === 0 && ask.answer === 'rejected'
                  ? { ...o, price_per_item_cents: Math.round(o.list_price_per_item_cents * 0.9) }
                  : o,
              ),
            );
      const second = ask.answer === 'accepted' ? version([spaceLine(true)], offered(true)) : null;
      const current = second ?? first;

      // The timeline, in days before now.
      const t = spec.createdDaysAgo;
      const sent1 =
        ask.answer === 'lapsed'
          ? t - 1
          : ask.answer === 'accepted' || ask.answer === 'expired'
            ? t - 2 - (ask.answer === 'expired' ? 1 : 0)
            : Math.max(t * 0.5, 0.1);
      const viewed1 =
        ask.answer === 'open' && spec.createdDaysAgo < 2 ? null : sent1 - Math.min(1, sent1 / 2);
      const history: Omit<Insertable<DB['proposal_history']>, 'proposal_id'>[] = [
        {
          kind: 'sent',
          version: 1,
          profile_id: host.id,
          comment: null,
          snapshot: snapshotOf(first),
          created_at: ago(sent1),
        },
      ];
      if (viewed1 !== null)
        history.push({
          kind: 'viewed',
          version: 1,
          profile_id: applicant.id,
          comment: null,
          snapshot: null,
          created_at: ago(viewed1),
        });
      const status: string = ask.answer === 'lapsed' ? 'open' : ask.answer;
      let validUntil = addDays(today, 7);
      let sentAt = ago(sent1);
      let updatedAt = ago(viewed1 ?? sent1);
      let cancelReasonType: number | null = null;
      let cancelReason: string | null = null;
      let acceptedAt: string | null = null;
      if (ask.answer === 'changeRequested') {
        const at = ago(Math.max(0.05, (viewed1 ?? sent1) - 1));
        history.push({
          kind: 'changeRequested',
          version: 1,
          profile_id: applicant.id,
          comment: CHANGE_COMMENTS.teamDay,
          snapshot: null,
          created_at: at,
        });
        validUntil = addDays(today, 5);
        updatedAt = at;
      } else if (ask.answer === 'rejected') {
        const at = ago((viewed1 ?? sent1) - 1);
        cancelReasonType = 2;
        cancelReason = REJECT_REASON;
        history.push({
          kind: 'rejected',
          version: 1,
          profile_id: applicant.id,
          comment: REJECT_REASON,
          snapshot: null,
          created_at: at,
        });
        validUntil = addDays(today, 4);
        updatedAt = at;
      } else if (ask.answer === 'lapsed') {
        validUntil = addDays(today, -3);
      } else if (ask.answer === 'expired') {
        const at = ago(acceptedAfter);
        history.push({
          kind: 'expired',
          version: 1,
          profile_id: null,
          comment: null,
          snapshot: null,
          created_at: at,
        });
        validUntil = addDays(today, 3);
        updatedAt = at;
      } else if (ask.answer === 'accepted' && second) {
        const asked = sent1 - 1.5;
        const sent2 = asked - 1;
        acceptedAt = ago(acceptedAfter);
        history.push(
          {
            kind: 'changeRequested',
            version: 1,
            profile_id: applicant.id,
            comment: CHANGE_COMMENTS.board,
            snapshot: null,
            created_at: ago(asked),
          },
          {
            kind: 'sent',
            version: 2,
            profile_id: host.id,
            comment: null,
            snapshot: snapshotOf(second),
            created_at: ago(sent2),
          },
          {
            kind: 'viewed',
            version: 2,
            profile_id: applicant.id,
            comment: null,
            snapshot: null,
            created_at: ago(sent2 - 0.3),
          },
          {
            kind: 'accepted',
            version: 2,
            profile_id: applicant.id,
            comment: ACCEPT_COMMENT,
            snapshot: null,
            created_at: acceptedAt,
          },
        );
        sentAt = ago(sent2);
        validUntil = addDays(today, 5);
        updatedAt = acceptedAt;
      }

      const key = random.faker.string.alphanumeric(20);
      const proposal = await trx
        .insertInto('proposals')
        .values({
          key,
          tender_id: tender.id,
          location_id: location.id,
          profile_id: applicant.id,
          language_id: applicant.language_id,
          status,
          version: second ? 2 : 1,
          text: proposalText(language, textVariant++, {
            firstName: applicant.first_name,
            meeting: meeting.name,
            room: room.name[language],
            location: location.name,
            city: location.city,
          }),
          valid_until: validUntil,
          total_excl_cents: current.totalExclCents,
          total_incl_cents: current.totalInclCents,
          cancel_reason_type: cancelReasonType,
          cancel_reason: cancelReason,
          reservation_id: null,
          sent_by: host.id,
          sent_at: sentAt,
          created_at: ago(sent1),
          updated_at: updatedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      summary.proposals += 1;
      await trx
        .insertInto('proposal_spaces')
        .values(current.spaces.map((s) => ({ ...s, proposal_id: proposal.id })))
        .execute();
      if (current.options.length > 0)
        await trx
          .insertInto('proposal_options')
          .values(current.options.map(({ at: _at, ...o }) => ({ ...o, proposal_id: proposal.id })))
          .execute();
      await trx
        .insertInto('proposal_history')
        .values(history.map((h) => ({ ...h, proposal_id: proposal.id })))
        .execute();
      await trx
        .insertInto('tender_locations')
        .values({
          ...base,
          status: 'answered',
          decline_reason: null,
          proposal_id: proposal.id,
          updated_at: ago(sent1),
        })
        .execute();
      if (updatedAt > tenderUpdatedAt) tenderUpdatedAt = updatedAt;

      if (acceptedAt) {
        let reservationKey = random.faker.string.alphanumeric(12);
        while (reservationKeys.has(reservationKey)) reservationKey = random.faker.string.alphanumeric(12);
        reservationKeys.add(reservationKey);
        const reservationId = await writeAcceptedReservation(trx, {
          key: reservationKey,
          proposalKey: key,
          tenderId: tender.id,
          locationId: location.id,
          name: meeting.name,
          applicant,
          languageId: applicant.language_id,
          termsId: terms.find((x) => x.language_id === applicant.language_id)?.id ?? null,
          lines: current,
          at: acceptedAt,
        });
        await trx
          .updateTable('proposals')
          .set({ reservation_id: reservationId })
          .where('id', '=', proposal.id)
          .execute();
        summary.reservations += 1;
      }
    }
    if (tenderUpdatedAt !== createdAt)
      await trx
        .updateTable('tenders')
        .set({ updated_at: tenderUpdatedAt })
        .where('id', '=', tender.id)
        .execute();
  }
  return summary;
}

/** The definite reservation accepting a proposal makes: its spaces, options and prices, written as the demo writes its reservations. */
async function writeAcceptedReservation(
  trx: Kysely<DB>,
  r: {
    key: string;
    proposalKey: string;
    tenderId: number;
    locationId: number;
    name: string;
    applicant: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
    languageId: number;
    termsId: number | null;
    lines: ProposalVersion;
    at: string;
  },
): Promise<number> {
  const space = r.lines.spaces[0] as SpaceLine;
  const company = await trx
    .selectFrom('profiles')
    .select('company_id')
    .where('id', '=', r.applicant.id)
    .executeTakeFirst();
  const billing = await trx
    .selectFrom('billing_addresses')
    .selectAll()
    .where('profile_id', '=', r.applicant.id)
    .orderBy('id')
    .executeTakeFirst();
  const startsAt = localToUtcIso(space.start_date, space.start_minutes, TIME_ZONE);
  const reservation = await trx
    .insertInto('reservations')
    .values({
      key: r.key,
      channel_id: 1,
      status_id: 2,
      profile_id: r.applicant.id,
      company_id: company?.company_id ?? null,
      location_id: r.locationId,
      package_price_cents: 0,
      package_tax_percentage: 0,
      name: r.name,
      meeting_type_id: MEETING_ROOM,
      language_id: r.languageId,
      start_date: space.start_date,
      end_date: space.end_date,
      start_minutes: space.start_minutes,
      end_minutes: space.end_minutes,
      starts_at: startsAt,
      total_seats: space.seats,
      currency_id: 1,
      total_excl_cents: r.lines.totalExclCents,
      total_incl_cents: r.lines.totalInclCents,
      total_paid_cents: 0,
      voucher_id: null,
      discount_cents: 0,
      package_id: null,
      cart_id: null,
      search_id: null,
      comment: null,
      tags: '[]',
      terms_id: r.termsId,
      terms_accepted_by: r.applicant.id,
      has_invoice: 0,
      cancel_reason_type: null,
      cancel_reason: null,
      cancel_fee_percentage: null,
      cancelled_at: null,
      created_at: r.at,
      updated_at: r.at,
      series_id: null,
      tender_id: r.tenderId,
      proposal_key: r.proposalKey,
      invoice_billing_id: billing?.id ?? null,
      invoice_company: billing?.company ?? null,
      invoice_send_to: billing?.send_to ?? null,
      invoice_email: billing?.email ?? null,
      invoice_address: billing?.address ?? null,
      invoice_postal_code: billing?.postal_code ?? null,
      invoice_city: billing?.city ?? null,
      invoice_country: billing?.country ?? null,
      invoice_phone_number: billing?.phone_number ?? null,
      invoice_po_number: billing?.po_number ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await trx
    .insertInto('reservation_spaces')
    .values({
      reservation_id: reservation.id,
      space_id: space.space_id,
      setting_id: space.setting_id,
      seats: space.seats,
      start_date: space.start_date,
      end_date: space.end_date,
      start_minutes: space.start_minutes,
      end_minutes: space.end_minutes,
      starts_at: startsAt,
      ends_at: localToUtcIso(space.end_date, space.end_minutes, TIME_ZONE),
      price_per_seat_cents: Math.round(space.price_cents / space.seats),
      price_total_cents: space.price_cents,
      tax_percentage: space.tax_percentage,
      is_cancelled: 0,
      is_locked: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (r.lines.options.length > 0)
    await trx
      .insertInto('reservation_options')
      .values(
        r.lines.options.map((o) => ({
          reservation_id: reservation.id,
          option_id: o.option_id,
          reservation_space_id: line.id,
          amount: o.amount,
          price_per_item_cents: o.price_per_item_cents,
          price_total_cents: o.amount * o.price_per_item_cents,
          tax_percentage: o.tax_percentage,
          start_minutes: o.at,
        })),
      )
      .execute();
  await trx
    .insertInto('reservation_contacts')
    .values({
      reservation_id: reservation.id,
      type_id: 1,
      name: `${r.applicant.first_name} ${r.applicant.last_name}`,
      email: r.applicant.email,
      phone: r.applicant.phone,
      receive_email: 1,
    })
    .execute();
  await draftReservationInvoice(trx, reservation.id, new Date(r.at));
  return reservation.id;
}
