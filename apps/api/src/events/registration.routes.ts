import { eventApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { checkIn } from './commands/check-in.ts';
import { messageParticipants } from './commands/message-participants.ts';
import { register } from './commands/register.ts';
import { unregister } from './commands/unregister.ts';
import {
  readAttending,
  readEventState,
  readOrganising,
  readParticipants,
  readTicket,
} from './registration.reads.ts';
import type { RegistrationDeps } from './registration-deps.ts';

/** Registration, tickets, check-in, participants, messages, the member's lists. */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): RegistrationDeps => ({ db: app.db, now: app.now() });

  route(app, eventApi.register, async ({ body, request }) => register(deps(), await request.member(), body));
  route(app, eventApi.unregister, async ({ params, query, request }) =>
    unregister(deps(), await request.member(), params.id, query.key),
  );
  route(app, eventApi.state, async ({ params, request }) =>
    readEventState(deps(), await request.member(), params.id),
  );
  route(app, eventApi.participants, ({ actor, params, query }) =>
    readParticipants(deps(), actor, params.id, query),
  );
  route(app, eventApi.ticket, ({ params }) => readTicket(deps(), params.key));
  route(app, eventApi.checkIn, ({ actor, params, body }) => checkIn(deps(), actor, params.id, body.Code));
  route(app, eventApi.message, ({ actor, params, body }) =>
    messageParticipants({ ...deps(), publicUrl: app.publicUrl }, actor, params.id, body),
  );
  route(app, eventApi.attending, ({ actor, query }) => readAttending(deps(), actor, query));
  route(app, eventApi.organising, ({ actor, query }) => readOrganising(deps(), actor, query));
};
