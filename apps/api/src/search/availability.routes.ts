import negotiate from '@fastify/accept-negotiator';
import {
  AVAILABILITY_QUERY_ALIASES,
  type AvailabilityViewQuery,
  availabilityQuery,
  availabilityResult,
  availabilityViewQuery,
  checkTimes,
  errorResponse,
  localDateTime,
  localeOfLanguageId,
  MeetingType,
  NotSearchedReason,
  searchKeyParams,
  TIME_CHECK_MESSAGES,
  timeCheckBody,
  timeCheckResult,
} from '@meetspace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../kernel/errors.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import {
  type AnswerCache,
  answerFor,
  createAnswerCache,
  gzipAnswerFor,
  type PreparedAnswer,
  prepareAnswer,
  SEARCH_ID_PLACEHOLDER,
  SEARCH_KEY_PLACEHOLDER,
  worthCompressing,
} from './answer-cache.ts';
import { type AvailabilityRequest, datesOf, openingOf, searchAvailability } from './availability.service.ts';
import type { Catalogue } from './catalogue.ts';
import type { SearchRow } from './search.queries.ts';
import { saveSearch, searchOfRow } from './search.service.ts';

const MAX_SEARCH_DAYS = 31;

/** Availability: where is which space free, at what price; and the search form's time check. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const answersOf = new WeakMap<Catalogue, AnswerCache>();

  /**
   * The answer for a saved search. The evaluation is shared by identical searches (see
   * answer-cache.ts): its key holds the catalogue and occupancy versions and every parameter that
   * shapes the answer; only the saved search's id and key differ per request.
   */
  const run = async (
    request: FastifyRequest,
    reply: FastifyReply,
    row: SearchRow,
    extra: AvailabilityViewQuery,
  ) => {
    const search = searchOfRow(row);
    if (datesOf(search).length > MAX_SEARCH_DAYS) {
      throw AppError.badRequest('A search spans at most 31 days', [{ Field: 'endDate', Code: 'too_big' }]);
    }
    const { locale } = parseLanguageParam(extra.language, localeOfLanguageId(row.language_id));
    const member = await request.member();
    const overlap =
      member !== undefined &&
      search.meetingTypeId === MeetingType.Workspace &&
      (await app.repos.reservations.hasWorkspaceOverlap(member.profileId, search));
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
    let prepared: PreparedAnswer;
    if (overlap) {
      prepared = prepareAnswer({
        TotalLocations: 0,
        AvailableLocations: 0,
        Page: req.page,
        ItemsPerPage: req.itemsPerPage,
        MorePages: false,
        ...echo,
        NotSearchedReason: NotSearchedReason.WorkspaceOverlap,
        Locations: [],
      });
    } else {
      const [catalogue, occupancyVersion] = await Promise.all([
        app.catalogue.get(),
        app.repos.availability.occupancyVersion(),
      ]);
      let answers = answersOf.get(catalogue);
      if (!answers) {
        answers = createAnswerCache();
        answersOf.set(catalogue, answers);
      }
      prepared = await answers.get(`${occupancyVersion}|${JSON.stringify(req)}`, async () => {
        const result = await searchAvailability(
          {
            repo: app.repos.availability,
            catalogue: app.catalogue,
            quoteSecret: app.quoteSecret,
            now: app.now(),
          },
          { ...req, searchId: SEARCH_ID_PLACEHOLDER },
        );
        return { ...result, ...echo, NotSearchedReason: null };
      });
    }
    // Tests validate every response against the contract's schema; production sends the bytes as they are.
    if (app.validatesResponses)
      availabilityResult.parse(JSON.parse(answerFor(prepared, row.id, row.key).toString()));
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (
      worthCompressing(prepared) &&
      negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip'
    ) {
      return reply.header('content-encoding', 'gzip').send(gzipAnswerFor(prepared, row.id, row.key));
    }
    return reply.send(answerFor(prepared, row.id, row.key));
  };

  app.get(
    '/v2/availability',
    {
      config: { queryAliases: AVAILABILITY_QUERY_ALIASES },
      schema: {
        tags: ['Search and location'],
        summary:
          'Search availability by place (q, location or lat/lng + radius), meeting type, date, times and seats; saves the search',
        querystring: availabilityQuery,
        response: { 200: availabilityResult, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { languageId } = parseLanguageParam(q.language, 'en');
      // Searching one location: clamp the times into its opening hours of that day (spec rule).
      const catalogue = await app.catalogue.get();
      const opening =
        q.location === undefined
          ? undefined
          : (date: string) => openingOf(catalogue, q.location as number, q.meetingtype, date);
      const row = await saveSearch(
        app.repos.searches,
        {
          channelId: q.channel,
          countryId: q.country,
          locationId: q.location,
          languageId,
          meetingTypeId: q.meetingtype,
          seats: q.seats,
          startDate: q.startDate,
          endDate: q.endDate,
          startMinutes: q.startTime,
          endMinutes: q.endTime,
          settingId: q.setting,
          spaceId: q.space,
          searchTerm: q.q,
          latitude: q.lat,
          longitude: q.lng,
          voucherCode: q.voucher,
          widgetId: q.widgetId,
          profileId: (await request.member())?.profileId,
        },
        app.now(),
        opening,
      );
      return run(request, reply, row, q);
    },
  );

  app.get(
    '/v2/availability/:key',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Availability for a saved search (POST /v1/search)',
        params: searchKeyParams,
        querystring: availabilityViewQuery,
        response: { 200: availabilityResult, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.searches.findByKey(request.params.key);
      if (!row) throw AppError.notFound('Search not found');
      return run(request, reply, row, request.query);
    },
  );

  app.post(
    '/v1/availability/time/check',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Checks start/end times and seats of the search form',
        body: timeCheckBody,
        response: { 200: timeCheckResult, 400: errorResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const problems = checkTimes({
        startMinutes: b.StartMinutes,
        endMinutes: b.EndMinutes,
        seats: b.Seats,
        minSeats: b.MinSeats,
      });
      return {
        IsValid: problems.length === 0,
        Messages: problems.map((code) => ({ Code: code, Message: TIME_CHECK_MESSAGES[code] })),
      };
    },
  );
};
