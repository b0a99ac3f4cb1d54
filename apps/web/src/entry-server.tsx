// Server rendering of the public pages: the API server imports the build of this file
// (`dist-server/entry-server.js`) and renders a page's HTML with the answers its queries need, so
// the browser paints the page before its script has run and then hydrates it (see `main.tsx`).
import { LOCALES, localeFromPath } from '@meetspace/domain';
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell, createQueryClient } from './app/app-shell.tsx';
import { createRoutes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { createI18n, loadCommon } from './lib/i18n.ts';
import { collectShownScreens, preloadLazyScreens } from './lib/lazy-with-reload.ts';

export interface RenderInput {
  /** The page's absolute URL (path and query). */
  url: string;
  /** Sends an API call (`/api/...`) to the server itself. */
  fetch: typeof fetch;
  /** The client key the page's calls carry. */
  token: string;
}

export interface RenderResult {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The query answers the HTML was rendered with, for the browser to start from. */
  state: unknown;
  /** The lazy screens the page shows, for the browser to load before it hydrates. */
  screens: number[];
}

/** Renders with the answers known so far; queries met on the way are fetched for the next pass. */
const MAX_PASSES = 4;

const handler = createStaticHandler(createRoutes());
let screensLoaded: Promise<unknown> | undefined;

/** Whether a query the page rendered still waits for its first answer and would fetch it. */
function waiting(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * The HTML of a page as an anonymous visitor sees it on first paint (member data is never
 * rendered here: the session is restored in the browser). Every query a pass renders is fetched
 * and the page rendered again, until nothing new is asked (a page's later queries may depend on
 * its first answers).
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  screensLoaded ??= Promise.all([preloadLazyScreens(), ...LOCALES.map(loadCommon)]);
  await screensLoaded;
  setApiTransport({ fetch: input.fetch, token: input.token });
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) throw new Error(`unexpected response for ${input.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(localeFromPath(new URL(input.url).pathname));
  const queryClient = createQueryClient();
  let html = '';
  let screens: number[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    ({ result: html, screens } = collectShownScreens(() =>
      renderToString(
        <AppShell i18n={i18n} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>,
      ),
    ));
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    if (asked.length === 0) break;
    await Promise.allSettled(asked.map((query) => query.fetch()));
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state, screens };
}
