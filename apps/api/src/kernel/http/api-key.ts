import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

// `/api/locations` is the WordPress plugin's venue list (it sends the legacy `token` header).
const PROTECTED = /^\/api\/(?:v\d+\/|locations(?:[/?]|$))/i;

/** Every `/api/v1/...` and `/api/v2/...` call (and `/api/locations`) needs a known `apiToken` header (legacy alias: `token`). */
export function registerApiKeyCheck(app: FastifyInstance, apiKeys: readonly string[]): void {
  const keys = new Set(apiKeys);
  app.addHook('onRequest', async (request, reply) => {
    if (!PROTECTED.test(request.url)) return;
    // A call a provider's server makes (a payment webhook) carries no client key: its route says so.
    if ((request.routeOptions.config as { apiKey?: boolean } | undefined)?.apiKey === false) return;
    const header = request.headers.apitoken ?? request.headers.token;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !keys.has(key)) {
      return reply
        .status(401)
        .send(
          errorBody(401, key ? 'The apiToken header is not a known key' : 'The apiToken header is required'),
        );
    }
  });
}
