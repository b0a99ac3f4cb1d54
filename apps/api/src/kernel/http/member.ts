import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionMember, sessionQueries } from '../access/session.queries.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member of this request (resolved once, from the `profileToken` header). */
    member(): Promise<SessionMember | undefined>;
  }
}

/** The `profileToken` header of a request, trimmed, or undefined. */
export function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.profiletoken;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * Who is calling: `request.member()` reads the `profileToken` header (sent bare, no `Bearer`)
 * at most once per request; routes that need a member use `requireMember`.
 */
export function registerMember(app: FastifyInstance): void {
  const cache = new WeakMap<FastifyRequest, Promise<SessionMember | undefined>>();
  app.decorateRequest('member', function (this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      const token = headerToken(this);
      found = token ? sessionQueries.resolve(app.db, token, app.now()) : Promise.resolve(undefined);
      cache.set(this, found);
    }
    return found;
  });
}

/** The logged-in member, or a 401 when the token is missing, unknown or expired. */
export async function requireMember(request: FastifyRequest): Promise<SessionMember> {
  const member = await request.member();
  if (!member) {
    throw AppError.unauthorized(
      headerToken(request) ? 'The profileToken is unknown or expired' : 'The profileToken header is required',
    );
  }
  return member;
}
