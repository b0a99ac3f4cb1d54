import {
  type AvailabilityViewQuery,
  ErrorCode,
  localDateTime,
  localeOfLanguageId,
  MeetingType,
  type NormalizedSearch,
  NotSearchedReason,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SessionMember } from '../kernel/access/session.queries.ts';
import { AppError } from '../kernel/errors.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import {
  type AnswerCache,
  createAnswerCache,
  type PreparedAnswer,
  prepareAnswer,
  SEARCH_ID_PLACEHOLDER,
  SEARCH_KEY_PLACEHOLDER,
} from './answer-cache.ts';
import { availabilityQueries } from './availability.queries.ts';
import { type AvailabilityRequest, datesOf, evaluateSearch, findCandidates } from './availability-engine.ts';
import { availabilityAnswerBytes } from './availability-json.ts';
import type { Catalogue, CatalogueCache } from './catalogue.ts';
import { lookupOfPeriod, type OccupancyIndexSource, type OccupancyLookup } from './occupancy-index.ts';
import type { SearchRow } from './search.queries.ts';
import { searchOfRow } from './search-request.ts';

const MAX_SEARCH_DAYS = 31;

/** What the availability answers read, once per app. */
export interface AvailabilityReaderDeps {
  db: Kysely<DB>;
  catalogue: CatalogueCache;
  /** The process's occupancy index (brought up to date by each search). */
  occupancy: OccupancyIndexSource;
  quoteSecret: string;
  now: () => Date;
  /** Whether the member already has a workspace booking that overlaps the search (reservations). */
  hasWorkspaceOverlap(profileId: number, search: NormalizedSearch): Promise<boolean>;
}

/**
 * The answers of `GET /v2/availability` and `/v2/availability/{key}`. The evaluation is shared by
 * identical searches (see answer-cache.ts): one answer cache per catalogue object, whose key holds
 * the occupancy version and every parameter that shapes the answer; only the saved search's id and
 * key differ per request (filled in when it is sent).
 */
export function createAvailabilityReader(deps: AvailabilityReaderDeps) {
  const answersOf = new WeakMap<Catalogue, AnswerCache>();

  /** The prepared answer for a saved search (the view's page, sort, radius and language). */
  return async (
    row: SearchRow,
    extra: AvailabilityViewQuery,
    member: SessionMember | undefined,
  ): Promise<{ prepared: PreparedAnswer; evaluated: boolean }> => {
    const search = searchOfRow(row);
    if (datesOf(search).length > MAX_SEARCH_DAYS) {
      throw AppError.badRequest('A search spans at most 31 days', [
        { Field: 'endDate', Code: ErrorCode.TooBig },
      ]);
    }
    const { locale } = parseLanguageParam(extra.language, localeOfLanguageId(row.language_id));
    const overlap =
      member !== undefined &&
      search.meetingTypeId === MeetingType.Workspace &&
      (await deps.hasWorkspaceOverlap(member.profileId, search));
    const req: Omit<AvailabilityRequest, 'searchId'> = {
      search,
      q: row.search_term ?? undefined,
      countryId: row.country_id ?? undefined,
      locationId: row.location_id ?? undefined,
      spaceId: row.space_id ?? undefined,
      settingId: row.setting_id ?? undefined,
      center:
        row.latitude != null && row.longitude != null
          ? { latitude: row.latitude, longitude: row.longitude }
          : undefined,
      radiusKm: extra.radius,
      page: extra.page,
      itemsPerPage: extra.itemsPerPage,
      sort: extra.sort,
      locale,
    };
    const echo = {
      SearchKey: SEARCH_KEY_PLACEHOLDER,
      SearchId: SEARCH_ID_PLACEHOLDER,
      MeetingtypeId: search.meetingTypeId,
      Seats: search.seats,
      StartDate: localDateTime(search.startDate),
      EndDate: localDateTime(search.endDate),
      StartMinutes: search.startMinutes,
      EndMinutes: search.endMinutes,
      Sort: extra.sort,
    };
    if (overlap) {
      return {
        evaluated: true,
        prepared: prepareAnswer(
          {
            TotalLocations: 0,
            AvailableLocations: 0,
            Page: req.page,
            ItemsPerPage: req.itemsPerPage,
            MorePages: false,
            ...echo,
            NotSearchedReason: NotSearchedReason.WorkspaceOverlap,
            Locations: [],
          },
          availabilityAnswerBytes,
        ),
      };
    }
    const now = deps.now();
    const [catalogue, index] = await Promise.all([deps.catalogue.get(), deps.occupancy.current()]);
    // The index keeps bookings from a few days back; a search of earlier dates reads its period.
    let occupancy: OccupancyLookup;
    if (search.startDate >= index.fromDate) occupancy = index.lookup(now);
    else {
      const period = await availabilityQueries.loadOccupancy(deps.db, {
        startDate: search.startDate,
        endDate: search.endDate,
        nowIso: now.toISOString(),
      });
      occupancy = lookupOfPeriod(period, index.version);
    }
    const candidates = findCandidates(catalogue, { ...req, searchId: SEARCH_ID_PLACEHOLDER });
    let answers = answersOf.get(catalogue);
    if (!answers) {
      answers = createAnswerCache({ toBytes: availabilityAnswerBytes });
      answersOf.set(catalogue, answers);
    }
    // Keyed by the candidates' occupancy, not the whole platform's: a booking in another city
    // leaves this answer valid.
    const fingerprint = occupancy.fingerprint(candidates.indexes.map((i) => catalogue.locations[i]?.id ?? 0));
    let evaluated = false;
    const prepared = await answers.get(`${fingerprint}|${JSON.stringify(req)}`, async () => {
      evaluated = true;
      const result = evaluateSearch(
        { catalogue, occupancy, quoteSecret: deps.quoteSecret, now },
        { ...req, searchId: SEARCH_ID_PLACEHOLDER },
        candidates,
      );
      return { ...result, ...echo, NotSearchedReason: null };
    });
    return { prepared, evaluated };
  };
}
export type AvailabilityReader = ReturnType<typeof createAvailabilityReader>;
