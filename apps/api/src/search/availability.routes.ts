import negotiate from '@fastify/accept-negotiator';
import { availabilityApi, availabilityResult, checkTimes, TIME_CHECK_MESSAGES } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { localDate } from '../kernel/local-time.ts';
import { answerFor, gzipAnswerFor, type PreparedAnswer, worthCompressing } from './answer-cache.ts';
import { createAvailabilityReader } from './availability.reads.ts';
import { LOCATION_TIME_ZONE, openingLookupFor } from './availability-engine.ts';
import { saveSearch } from './commands/save-search.ts';
import { occupancyQueries } from './occupancy.queries.ts';
import { openOccupancyIndex } from './occupancy-index.ts';
import type { SearchRow } from './search.queries.ts';
import { requireSearch } from './search.reads.ts';
import { scopeToWidget } from './widget-scope.ts';

/** Availability: where is which space free, at what price; and the search form's time check. */
export const availabilityRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const occupancy = openOccupancyIndex(db, () => localDate(app.now(), LOCATION_TIME_ZONE), app.now);
  // A server loads its catalogue and occupancy copies before it listens, not on its first searches.
  if (app.backgroundWork) {
    app.addHook('onReady', async () => {
      await Promise.all([app.catalogue.get(), occupancy.current()]);
    });
  }
  const answer = createAvailabilityReader({
    db,
    catalogue: app.catalogue,
    occupancy,
    quoteSecret: app.quoteSecret,
    now: app.now,
    hasWorkspaceOverlap: (profileId, search) => occupancyQueries.hasWorkspaceOverlap(db, profileId, search),
  });

  // Tests validate every response against the contract's schema; production sends the bytes as they are.
  const validate = (bytes: Buffer) => availabilityResult.parse(JSON.parse(bytes.toString()));

  /** Sends an answer's bytes with the saved search's id and key, gzip-encoded once it is reused. */
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    { prepared, evaluated }: { prepared: PreparedAnswer; evaluated: boolean },
    row: SearchRow,
  ) => {
    // Whether this request was answered without an evaluation (benchmarks count the cache's share).
    reply.header('x-answer-cache', evaluated ? 'miss' : 'hit');
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (
      worthCompressing(prepared) &&
      negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip'
    ) {
      if (app.validatesResponses) validate(answerFor(prepared, row.id, row.key));
      return reply.header('content-encoding', 'gzip').send(gzipAnswerFor(prepared, row.id, row.key));
    }
    const bytes = answerFor(prepared, row.id, row.key);
    if (app.validatesResponses) validate(bytes);
    return reply.send(bytes);
  };

  route(app, availabilityApi.search, async ({ query: q, request, reply }) => {
    const { languageId } = parseLanguageParam(q.language, 'en');
    const member = await request.member();
    const req = await scopeToWidget(
      db,
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
        profileId: member?.profileId,
      },
      'widgetId',
    );
    // Searching one location: clamp the times into its opening hours of that day (spec rule).
    const opening = openingLookupFor(await app.catalogue.get(), req.locationId, req.meetingTypeId);
    const row = await saveSearch(db, req, app.now(), opening);
    return send(request, reply, await answer(row, q, member), row);
  });

  route(app, availabilityApi.ofSearch, async ({ params, query, request, reply }) => {
    const row = await requireSearch(db, params.key);
    return send(request, reply, await answer(row, query, await request.member()), row);
  });

  route(app, availabilityApi.timeCheck, async ({ body: b }) => {
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
  });
};
