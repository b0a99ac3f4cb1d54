import { localizedPath, SEARCH_KEY_PARAM } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { openingLookupFor, saveSearch } from '../search/index.ts';
import { legacySearchRequest } from './legacy-search.ts';
import { EMBED_SCRIPT, WORDPRESS_WIDGET_SCRIPT } from './wordpress-script.ts';

/** A script other sites load: JavaScript, cached a day, readable cross-origin (helmet says same-origin). */
function sendScript(reply: FastifyReply, body: string) {
  return reply
    .type('text/javascript; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .send(body);
}

/**
 * Outside `/api`: the WordPress plugin's script, the embed snippet's script, and the address the
 * plugin's search form sends visitors to (it saves their search and opens the booking flow).
 */
export const widgetScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/js/frontend/widget/widget.js', { schema: { hide: true } }, (_request, reply) =>
    sendScript(reply, WORDPRESS_WIDGET_SCRIPT),
  );
  app.get('/js/widget/embed.js', { schema: { hide: true } }, (_request, reply) =>
    sendScript(reply, EMBED_SCRIPT),
  );
  app.get('/widget/search', { schema: { hide: true } }, async (request, reply) => {
    const { locale, req } = legacySearchRequest(request.query as Record<string, unknown>);
    const opening = openingLookupFor(await app.catalogue.get(), req.locationId, req.meetingTypeId);
    const row = await saveSearch(app.db, req, app.now(), opening);
    const home = localizedPath('index', locale);
    return reply.redirect(`${home}?${SEARCH_KEY_PARAM}=${encodeURIComponent(row.key)}`, 302);
  });
};
