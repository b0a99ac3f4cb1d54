import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type NewSearch, type SearchRow, searchQueries } from '../search.queries.ts';
import { newSearchKey } from '../search-key.ts';
import { normalizeRequest, type OpeningLookup, type SearchRequest } from '../search-request.ts';

/**
 * `POST /v1/search` and every `GET /v2/availability`: normalizes a search by the spec's rules and
 * stores it (grouped with the other searches of this event-loop turn); returns it with its id and key.
 */
export async function saveSearch(
  db: Kysely<DB>,
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
  return searchQueries.insert(db, row);
}
