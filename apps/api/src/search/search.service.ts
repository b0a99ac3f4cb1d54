import { randomBytes } from 'node:crypto';
import { type MeetingType, type NormalizedSearch, normalizeSearch } from '@meetspace/domain';
import { localNow } from '../kernel/local-time.ts';
import { LOCATION_TIME_ZONE } from './availability.service.ts';
import type { NewSearch, SearchRepository, SearchRow } from './search.queries.ts';

/** Random bytes drawn in blocks (as Node's randomUUID does): one system call per 341 keys, not per key. */
const RANDOM_BYTES = 12;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** The URL-safe characters in byte order, so that encoded numbers sort as the numbers do. */
const SORTED_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** A millisecond clock as 8 characters that sort in time order (48 bits: until the year 10889). */
function sortableTime(ms: number): string {
  let out = '';
  let n = ms;
  for (let i = 0; i < 8; i++) {
    out = SORTED_ALPHABET[n % 64] + out;
    n = Math.floor(n / 64);
  }
  return out;
}

/**
 * A new search key: 24 URL-safe characters, a time prefix (8) and 96 random bits (16). The prefix
 * makes new keys sort after old ones, so saving a search appends to the key index instead of
 * dirtying a random page of it (every availability call saves a search); the random part keeps
 * keys unguessable.
 */
export function newSearchKey(now: number = Date.now()): string {
  if (poolOffset + RANDOM_BYTES > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const random = pool.toString('base64url', poolOffset, poolOffset + RANDOM_BYTES);
  poolOffset += RANDOM_BYTES;
  return sortableTime(now) + random;
}

export interface SearchRequest {
  channelId: number;
  countryId?: number | null;
  locationId?: number | null;
  languageId: number;
  meetingTypeId: number;
  seats: number;
  startDate?: string;
  endDate?: string;
  startMinutes?: number | null;
  endMinutes?: number | null;
  settingId?: number | null;
  spaceId?: number | null;
  searchTerm?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  voucherCode?: string | null;
  widgetId?: number | null;
  machineKey?: string | null;
  /** The logged-in member who searched, if any. */
  profileId?: number | null;
}

/** The opening hours of a date, when the search is about one location. */
export type OpeningLookup = (date: string) => { open: number; close: number } | undefined;

/**
 * Applies the spec's search rules (seats, meeting-type hours, steps, today's rounding, and the
 * opening hours when known) with "now" in NL time.
 */
export function normalizeRequest(req: SearchRequest, now: Date, opening?: OpeningLookup): NormalizedSearch {
  const local = localNow(now, LOCATION_TIME_ZONE);
  const startDate = req.startDate ?? local.date;
  return normalizeSearch(
    {
      meetingTypeId: req.meetingTypeId as MeetingType,
      seats: req.seats,
      startDate,
      endDate: req.endDate,
      startMinutes: req.startMinutes ?? undefined,
      endMinutes: req.endMinutes ?? undefined,
      isNewSearch: req.startMinutes == null && req.endMinutes == null,
    },
    { today: local.date, nowMinutes: local.minutes, opening: opening?.(startDate) },
  );
}

/** Normalizes and stores a search; returns the row with its id and key. */
export async function saveSearch(
  repo: SearchRepository,
  req: SearchRequest,
  now: Date,
  opening?: OpeningLookup,
): Promise<SearchRow> {
  const s = normalizeRequest(req, now, opening);
  const row: NewSearch = {
    key: newSearchKey(),
    channel_id: req.channelId,
    country_id: req.countryId ?? null,
    location_id: req.locationId ?? null,
    language_id: req.languageId,
    meeting_type_id: s.meetingTypeId,
    start_date: s.startDate,
    end_date: s.endDate,
    start_minutes: s.startMinutes,
    end_minutes: s.endMinutes,
    seats: s.seats,
    setting_id: req.settingId ?? null,
    space_id: req.spaceId ?? null,
    search_term: req.searchTerm ?? null,
    latitude: req.latitude ?? null,
    longitude: req.longitude ?? null,
    voucher_code: req.voucherCode ?? null,
    widget_id: req.widgetId ?? null,
    machine_key: req.machineKey ?? null,
    profile_id: req.profileId ?? null,
    created_at: now.toISOString(),
  };
  return repo.insert(row);
}

/** The normalized search a saved row stands for. */
export function searchOfRow(row: SearchRow): NormalizedSearch {
  return {
    meetingTypeId: row.meeting_type_id as MeetingType,
    seats: row.seats,
    startDate: row.start_date,
    endDate: row.end_date,
    startMinutes: row.start_minutes,
    endMinutes: row.end_minutes,
  };
}
