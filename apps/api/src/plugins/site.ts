import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale, localeFromPath } from '@meetspace/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSiteRoute, type SiteRouteMatch } from '../site/site-routes.ts';

export interface SiteOptions {
  /** Folder of the built web app; when it has no index.html a bare shell is served (API-only runs). */
  webDist: string;
  /** The client key the web app sends as `apiToken`. */
  webApiKey: string;
  /**
   * Whether the thing a page shows exists (e.g. the location of `/nl/locaties/{id}/...`); a page of
   * one that does not is sent with HTTP 404 (the app shows its not-found page). Default: it does.
   */
  pageExists?: (route: SiteRouteMatch) => Promise<boolean>;
}

const BARE_SHELL =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Meetspace</title></head><body><div id="root"></div></body></html>';

/** The language for `/`: the i18n_redirected cookie when it names one, else Dutch (the default locale). */
function rootLocale(request: FastifyRequest): Locale {
  const fromCookie = request.cookies[LANGUAGE_COOKIE.name];
  return fromCookie && isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

/**
 * Serves the built web app: static files, `/` → 302 to the language home (setting the language
 * cookie only there), every page of the route table with the app shell and `<html lang>` set, and
 * the same shell with HTTP 404 for any other path (the app renders its not-found page).
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : BARE_SHELL;
  const pages = new Map<string, string>();
  const renderShell = (locale: Locale, noIndex: boolean): string => {
    const cacheKey = `${locale}:${noIndex}`;
    let html = pages.get(cacheKey);
    if (!html) {
      const meta = [
        `<meta name="api-token" content="${options.webApiKey.replace(/[^\w.-]/g, '')}">`,
        noIndex ? '<meta name="robots" content="noindex">' : '',
      ].join('');
      html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace('</head>', `${meta}</head>`);
      pages.set(cacheKey, html);
    }
    return html;
  };

  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to the files (apps/web/precompress.ts); they are sent as
      // they are, by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(options.webDist, 'assets')}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const locale = rootLocale(request);
    reply.setCookie(LANGUAGE_COOKIE.name, locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE.maxAgeSeconds,
      sameSite: 'lax',
    });
    return reply.redirect(`/${locale}`, 302);
  });

  /** The not-found handler of the whole app delegates page requests here. */
  app.decorate('sendSitePage', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const route = findSiteRoute(pathname);
    const locale = route?.locale ?? localeFromPath(pathname) ?? DEFAULT_LOCALE;
    const found = route !== undefined && (options.pageExists ? await options.pageExists(route) : true);
    reply.header('Cache-Control', 'no-cache');
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(renderShell(locale, route && found ? route.noIndex : true));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSitePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
