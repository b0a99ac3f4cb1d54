import type { EndpointDef, EndpointRequest, EndpointResponse } from '@meetspace/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../access/access.ts';
import { errorResponses } from './error-responses.ts';
import { requireMember } from './member.ts';

/** What a handler gets: the validated request parts, the member (for member calls), request and reply. */
export type RouteInput<E extends EndpointDef> = EndpointRequest<E> & {
  actor: E['auth'] extends 'member' ? Actor : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the call's 200 body, or sends a file itself and returns the reply. */
export type RouteHandler<E extends EndpointDef> = (
  input: RouteInput<E>,
) => Promise<EndpointResponse<E> | FastifyReply>;

/** Members-only calls: one hook resolves the member (401 without one) before the handler runs. */
async function memberHook(request: FastifyRequest): Promise<void> {
  request.actor = await requireMember(request);
}

/** Dispatches the events the call wrote (see `app.events`), then lets the answer go. */
async function drainEventsHook(
  this: FastifyInstance,
  _request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
) {
  await this.events.drain();
  return payload;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of a members-only call (set by its hook before the handler). */
    actor?: Actor;
  }
}

/**
 * Registers one declared call: its schemas validate the request and (in tests) the answer, the docs
 * come from its summary and tags, and a members-only call gets the member hook. The handler
 * receives typed `params`, `query`, `body` and `actor`.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: endpoint.produces ? z.any().describe(endpoint.produces) : endpoint.response,
        ...errorResponses(...endpoint.errors),
      },
    },
    ...(endpoint.queryAliases || endpoint.apiKey === false
      ? {
          config: {
            ...(endpoint.queryAliases ? { queryAliases: { ...endpoint.queryAliases } } : {}),
            ...(endpoint.apiKey === false ? { apiKey: false } : {}),
          },
        }
      : {}),
    ...(endpoint.auth === 'member' ? { preHandler: memberHook } : {}),
    // A changing call's events are handed to their subscribers before it answers, so what they do
    // (a mail in the outbox) is there when the caller looks; a failure waits for the next drain.
    // Only on the changing calls' own routes: reads pay nothing.
    ...(endpoint.method !== 'GET' ? { onSend: drainEventsHook } : {}),
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor: request.actor,
        request,
        reply,
      } as RouteInput<E>),
  });
}
