import { eventApi, featuredApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { createEvent } from './commands/create-event.ts';
import { deleteEvent } from './commands/delete-event.ts';
import { addOrganizer, removeOrganizer, updateOrganizer } from './commands/organizers.ts';
import { updateEvent } from './commands/update-event.ts';
import { type EventDeps, listEvents, readableEvent, readEvent } from './event.reads.ts';
import { eventIcs } from './event-ics.ts';
import { featuredEvents, featuredLocations } from './featured.ts';

/** The events' own calls: list, read, ics, create, update, delete, organizers, featured. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): EventDeps => ({ db: app.db, now: app.now() });
  const withUrl = () => ({ ...deps(), publicUrl: app.publicUrl });

  route(app, eventApi.list, ({ query }) => listEvents(deps(), query));
  route(app, eventApi.get, async ({ params, request }) =>
    readEvent(deps(), await request.member(), params.id),
  );
  route(app, eventApi.ics, async ({ params, request, reply }) => {
    const { row } = await readableEvent(app.db, await request.member(), params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${row.id}.ics"`)
      .send(eventIcs(row, app.publicUrl));
  });
  route(app, eventApi.create, ({ actor, body }) => createEvent(withUrl(), actor, body));
  route(app, eventApi.update, ({ actor, params, body }) => updateEvent(deps(), actor, params.id, body));
  route(app, eventApi.remove, async ({ actor, params }) => ({
    Id: await deleteEvent(deps(), actor, params.id),
  }));
  route(app, eventApi.addOrganizer, ({ actor, params, body }) =>
    addOrganizer(withUrl(), actor, params.id, body),
  );
  route(app, eventApi.updateOrganizer, ({ actor, params, body }) =>
    updateOrganizer(withUrl(), actor, params.id, params.orgId, body),
  );
  route(app, eventApi.removeOrganizer, async ({ actor, params }) => ({
    Id: await removeOrganizer(deps(), actor, params.id, params.orgId),
  }));
  route(app, eventApi.featuredEvents, ({ query }) => featuredEvents(deps(), query));
  route(app, featuredApi.locations, ({ query }) => featuredLocations(deps(), query));
};
