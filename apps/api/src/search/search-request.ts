import { type MeetingType, type NormalizedSearch, normalizeSearch } from '@meetspace/domain';
import { localNow } from '../kernel/local-time.ts';
import { LOCATION_TIME_ZONE } from './availability-engine.ts';
import type { SearchRow } from './search.queries.ts';

/** A search as the calls ask for it, before the spec's rules normalize it. */
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
