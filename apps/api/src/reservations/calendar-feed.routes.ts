import { errorResponse } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { requireMember } from '../kernel/http/member.ts';
import { localDate } from '../kernel/local-time.ts';
import { LOCATION_TIME_ZONE } from '../search/index.ts';
import { reservationsCalendar } from './documents/reservation-ics.ts';

/** How far back the feed shows bookings. */
const FEED_PAST_DAYS = 90;

/**
 * The member's private calendar feed: a secret URL that calendar apps subscribe to (they send no
 * headers, so the feed lives outside /api and the secret in its path is the key). Renewing it makes
 * the old URL stop working.
 */
export const calendarFeedApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/profile/calendar',
    {
      schema: {
        tags: ['Reservations'],
        summary: 'A new private calendar feed URL for the member (an earlier URL stops working)',
        response: { 200: z.object({ Url: z.string() }), 401: errorResponse },
      },
    },
    async (request) => {
      const key = await app.repos.accounts.renewCalendarKey((await requireMember(request)).profileId);
      return { Url: `${app.publicUrl}/calendar/${key}.ics` };
    },
  );
};

/** The feed itself: `GET /calendar/<key>.ics` (text/calendar). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w-]{20,64}\.ics$/) }) } },
    async (request, reply) => {
      const profileId = await app.repos.accounts.byCalendarKey(request.params.file.slice(0, -'.ics'.length));
      if (profileId === undefined) throw AppError.notFound('No such calendar');
      const since = localDate(
        new Date(app.now().getTime() - FEED_PAST_DAYS * 86_400_000),
        LOCATION_TIME_ZONE,
      );
      const calendar = reservationsCalendar(await app.repos.reservations.calendarOf(profileId, since));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );
};
