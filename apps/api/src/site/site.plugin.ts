import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  localeFromPath,
  movedPath,
} from '@meetspace/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SitePage } from './site-pages.ts';
import { findSiteRoute, type SiteRouteMatch } from './site-routes.ts';

export interface SiteOptions {
  /** Folder of the built web app; when it has no index.html a bare shell is served (API-only runs). */
  webDist: string;
  /** The client key the web app sends as `apiToken`. */
  webApiKey: string;
  /**
   * Whether the thing a page shows exists (e.g. the location of `/nl/locaties/{id}/...`), and its
   * own path when the request named it otherwise (a wrong slug). A page of one that does not exist
   * is sent with HTTP 404 (the app shows its not-found page); a page at another path gets a 301 to
   * it. Default: every page exists where it was asked.
   */
  page?: (route: SiteRouteMatch) => Promise<SitePage>;
}

/** What the web app's server entry (`apps/web/src/entry-server.tsx`, built to `<webDist>-server`) offers. */
interface ServerEntry {
  render(input: {
    url: string;
    fetch: typeof fetch;
    token: string;
  }): Promise<{ html: string; state: unknown; screens: number[] }>;
}

/**
 * The public pages the server renders (an anonymous visitor's first paint, with their data). The
 * member pages, the auth forms and a resumed booking (`?sk=`) are drawn by the browser alone.
 */
const SERVER_RENDERED = new Set([
  'index',
  'locations',
  'location',
  'location-meetingspaces',
  'location-workspaces',
  'location-reviews',
  'location-events',
  'location-stories',
  'events',
  'event',
  'stories',
  'story',
  'reviews',
  'about',
  'contact',
  'privacy',
  'terms',
]);

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const BARE_SHELL =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Meetspace</title></head><body><div id="root"></div></body></html>';

/**
 * The chunk of each language's `common` strings in the web build, from Vite's manifest (none in a
 * build without one: then the browser asks for it after the app's script).
 */
export function commonCatalogChunks(webDist: string): Partial<Record<Locale, string>> {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  const chunks: Partial<Record<Locale, string>> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const locale = /^src\/locales\/(\w+)\.json$/.exec(source)?.[1];
    if (locale && isLocale(locale) && chunk.file) chunks[locale] = chunk.file;
  }
  return chunks;
}

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
  const catalogs = commonCatalogChunks(options.webDist);
  const pages = new Map<string, string>();
  const renderShell = (locale: Locale, noIndex: boolean): string => {
    const cacheKey = `${locale}:${noIndex}`;
    let html = pages.get(cacheKey);
    if (!html) {
      const meta = [
        `<meta name="api-token" content="${options.webApiKey.replace(/[^\w.-]/g, '')}">`,
        noIndex ? '<meta name="robots" content="noindex">' : '',
        // The page's strings load beside the app's script, not after it.
        catalogs[locale] ? `<link rel="modulepreload" crossorigin href="/${catalogs[locale]}">` : '',
      ].join('');
      html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace('</head>', `${meta}</head>`);
      pages.set(cacheKey, html);
    }
    return html;
  };

  // The server entry is built beside the web app (`dist` → `dist-server`); without it pages are
  // the bare shell the browser draws into.
  const entryFile = join(`${options.webDist.replace(/[\\/]+$/, '')}-server`, 'entry-server.js');
  let entry: Promise<ServerEntry | undefined> | undefined;
  const serverEntry = () => {
    entry ??=
      existsSync(indexFile) && existsSync(entryFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
            app.log.error({ err: error }, 'server rendering is off: its entry could not be loaded');
            return undefined;
          })
        : Promise.resolve(undefined);
    return entry;
  };
  // The page's API calls go to this server in-process, as the browser would send them.
  const injectFetch: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  /** The shell with the page rendered into it, or the bare shell when it is not rendered here. */
  const renderPage = async (request: FastifyRequest, route: SiteRouteMatch, shell: string) => {
    if (!SERVER_RENDERED.has(route.name) || /[?&]sk=/.test(request.url)) return shell;
    const server = await serverEntry();
    if (!server) return shell;
    try {
      const { html, state, screens } = await server.render({
        url: `http://${request.host}${request.url}`,
        fetch: injectFetch,
        token: options.webApiKey,
      });
      const { head, body } = splitPageHead(html, `${request.protocol}://${request.host}`);
      return withPageHead(withLowPriorityScripts(shell), head).replace(
        '<div id="root"></div>',
        `<div id="root" data-ssr="1" data-screens="${screens.join(',')}">${body}</div><script type="application/json" id="query-state">${scriptJson(state)}</script>`,
      );
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser draws the page');
      return shell;
    }
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
    // A page that moved (the route table's `formerly`) is at its new path for good.
    const moved = movedPath(request.url);
    if (moved) return reply.redirect(moved, 301);
    const pathname = request.url.split('?')[0] ?? '/';
    const route = findSiteRoute(pathname);
    const locale = route?.locale ?? localeFromPath(pathname) ?? DEFAULT_LOCALE;
    const page = route && options.page ? await options.page(route) : { found: route !== undefined };
    const found = route !== undefined && page.found;
    if (found && page.canonical) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${page.canonical}${query}`, 301);
    }
    reply.header('Cache-Control', 'no-cache');
    const shell = renderShell(locale, route && found ? route.noIndex : true);
    const html = route && found ? await renderPage(request, route, shell) : shell;
    reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding');
    const { encoding, body } = compressPage(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
}

/**
 * A `<title>`, `<meta>` or `<link>` element as React writes the ones it hoists: first in the page's
 * HTML (a picture's preload link may come before the page's meta elements).
 */
const HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
/** Link preview addresses that must be absolute (Open Graph, Twitter). */
const ABSOLUTE_CONTENT = /^(<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")(\/[^"]*")/;

/**
 * The `<title>` and `<meta>` elements a page rendered (React 19 puts the ones it hoists first in
 * its HTML, e.g. a story's Open Graph tags) apart from the rest; their site-relative addresses of
 * link previews made absolute with the request's origin.
 */
export function splitPageHead(html: string, origin: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (let match = HEAD_ELEMENT.exec(body); match; match = HEAD_ELEMENT.exec(body)) {
    head.push(match[0].replace(ABSOLUTE_CONTENT, `$1${origin}$2`));
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/** The shell with a page's own head elements: its title and description replace the shell's. */
export function withPageHead(shell: string, head: string[]): string {
  if (head.length === 0) return shell;
  let html = shell;
  if (head.some((el) => el.startsWith('<title>'))) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.some((el) => el.startsWith('<meta name="description"')))
    html = html.replace(/<meta name="description"[^>]*>/, '');
  return html.replace('</head>', `${head.join('')}</head>`);
}

/**
 * A rendered page is readable before its scripts run: they are fetched at low priority, after the
 * stylesheet and the first photo, instead of competing with them for the line.
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/**
 * A page compressed for the browser: brotli (fast setting) or gzip when it accepts them. A rendered
 * page with its data is tens of kB; the static files are compressed at build time instead.
 */
export function compressPage(
  page: string,
  acceptEncoding: string | undefined,
): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (page.length < 1024) return { body: page };
  if (accepted.has('br'))
    return {
      encoding: 'br',
      body: brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (accepted.has('gzip')) return { encoding: 'gzip', body: gzipSync(page, { level: 6 }) };
  return { body: page };
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSitePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
