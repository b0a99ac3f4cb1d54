import {
  type AutocompleteLocationQuery,
  isMeetingTypeId,
  type Locale,
  type LocationSuggestion,
  type MeetingTypeOption,
  type MeetingTypeSearchQuery,
  meetingTypeName,
  normalizeSearchText,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { LocationReadFilter } from './location.queries.ts';
import { presentCitySuggestion, presentLocationSuggestion } from './location-detail.presenter.ts';
import { locationSearchQueries } from './location-search.queries.ts';

/** At most this many suggestions, cities first. */
export const SUGGESTION_LIMIT = 10;
/** Typed text shorter than this (once normalized) suggests nothing. */
export const SUGGESTION_MIN_CHARACTERS = 2;

/** Whether every typed word starts some word of the (normalized) text. */
function startsWords(words: readonly string[], text: string): boolean {
  const own = normalizeSearchText(text).split(' ');
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

/**
 * `GET /v1/autocomplete/location`: suggestions for the text typed so far: the cities of live locations whose name has a word starting
 * with each typed word (the most locations first), then live locations the same way by name.
 */
export async function suggestLocations(
  db: Kysely<DB>,
  query: AutocompleteLocationQuery,
): Promise<LocationSuggestion[]> {
  const typed = normalizeSearchText(query.q ?? '');
  if (typed.length < SUGGESTION_MIN_CHARACTERS) return [];
  const words = typed.split(' ');
  const filter: LocationReadFilter = {
    channelId: query.channelId,
    countryId: query.countryId,
    locationId: query.locationId,
    meetingTypeId: query.meetingtypeId,
  };
  const [cities, locations] = await Promise.all([
    // search_text holds the city's words too, so "contains every word" narrows the cities in SQL.
    locationSearchQueries.liveCities(db, { ...filter, words }),
    locationSearchQueries.suggestLive(db, filter, words, SUGGESTION_LIMIT),
  ]);
  const matchingCities = cities
    .filter((c) => startsWords(words, c.city))
    .sort((a, b) => b.locations - a.locations || a.city.localeCompare(b.city))
    .map(presentCitySuggestion);
  return [...matchingCities, ...locations.map(presentLocationSuggestion)].slice(0, SUGGESTION_LIMIT);
}

/** `GET /v1/Search/meetingtype`: the meeting types the live locations matching the query offer, named in the locale. */
export async function offeredMeetingTypes(
  db: Kysely<DB>,
  query: MeetingTypeSearchQuery,
  locale: Locale,
): Promise<MeetingTypeOption[]> {
  const ids = await locationSearchQueries.meetingTypesOfLive(db, {
    channelId: query.channelId,
    countryId: query.countryId,
    locationId: query.locationId,
    words: searchWords(query.searchTerm),
  });
  return ids.filter(isMeetingTypeId).map((id) => ({ Id: id, Name: meetingTypeName(id, locale) }));
}
