import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (helmet) on every response, with a strict Content Security Policy. The helmet
 * middleware is built once here; the Fastify wrapper rebuilt it (and re-parsed the policy) on every
 * request, which cost about a seventh of a search request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
