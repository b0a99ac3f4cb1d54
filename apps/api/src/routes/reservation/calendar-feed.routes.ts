import { errorResponse, ReservationStatus } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEvents, type EventAttributes } from 'ics';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { newToken, tokenHash } from '../../lib/tokens.ts';
import { requireMember } from '../../plugins/member.ts';

const feedResult = z.object({ Url: z.string() });
const errors = { 401: errorResponse, 404: errorResponse };

/** How far back the feed shows bookings. */
const FEED_PAST_DAYS = 90;

/**
 * The member's private calendar feed: a secret URL that calendar apps subscribe to (they send no
 * headers, so the feed lives outside /api and the secret in its path is the key). Renewing it makes
 * the old URL stop working.
 */
export const calendarFeedApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const issue = async (profileId: number) => {
    const key = newToken();
    await app.repos.db
      .updateTable('profiles')
      .set({ calendar_key_hash: tokenHash(key) })
      .where('id', '=', profileId)
      .execute();
    return { Url: `${app.publicUrl}/calendar/${key}.ics` };
  };

  app.post(
    '/v1/profile/calendar',
    {
      schema: {
        tags: ['Reservations'],
        summary: 'A new private calendar feed URL for the member (an earlier URL stops working)',
        response: { 200: feedResult, ...errors },
      },
    },
    async (request) => issue((await requireMember(request)).profileId),
  );
};

/** The feed itself: `GET /calendar/<key>.ics` (text/calendar). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w-]{20,64}\.ics$/) }) } },
    async (request, reply) => {
      const key = request.params.file.slice(0, -'.ics'.length);
      const profile = await app.repos.db
        .selectFrom('profiles')
        .select('id')
        .where('calendar_key_hash', '=', tokenHash(key))
        .executeTakeFirst();
      if (!profile) throw AppError.notFound('No such calendar');
      const since = new Date(app.now().getTime() - FEED_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
      const rows = await app.repos.db
        .selectFrom('reservations as r')
        .innerJoin('locations as l', 'l.id', 'r.location_id')
        .innerJoin('reservation_spaces as rs', 'rs.reservation_id', 'r.id')
        .select([
          'r.id',
          'r.key',
          'r.name',
          'l.name as location',
          'l.address',
          'l.city',
          'rs.starts_at',
          'rs.start_minutes',
          'rs.end_minutes',
          'rs.start_date',
          'rs.end_date',
        ])
        .where('r.profile_id', '=', profile.id)
        .where('r.status_id', '!=', ReservationStatus.Cancelled)
        .where('rs.is_cancelled', '=', 0)
        .where('rs.end_date', '>=', since)
        .orderBy('rs.starts_at')
        .execute();
      const seen = new Set<number>();
      const events: EventAttributes[] = [];
      for (const r of rows) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        const start = Date.parse(r.starts_at);
        const days =
          Math.round(
            (Date.parse(`${r.end_date}T00:00:00Z`) - Date.parse(`${r.start_date}T00:00:00Z`)) / 86_400_000,
          ) + 1;
        events.push({
          uid: `reservation-${r.key}@meetspace`,
          title: r.name || r.location,
          location: `${r.location}, ${r.address}, ${r.city}`,
          start,
          startInputType: 'utc',
          startOutputType: 'utc',
          end: start + (r.end_minutes - r.start_minutes) * 60_000,
          endInputType: 'utc',
          endOutputType: 'utc',
          ...(days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${days}` } : {}),
        });
      }
      const { error, value } = createEvents(events, {
        productId: 'meetspace/reservations',
        calName: 'Meetspace',
      });
      if (error || value === undefined) throw error ?? new Error('could not build the calendar');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(value);
    },
  );
};
