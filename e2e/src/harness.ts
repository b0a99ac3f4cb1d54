import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@meetspace/api';
import { CONSENT_COOKIE, type CookieSettings } from '@meetspace/domain';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { connect, type Database } from '../../apps/api/src/db/connect.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { generateDemoData } from '../../apps/api/src/demo/generate.ts';
import { acceptAll, serializeConsent } from '../../apps/web/src/features/consent/consent.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// WEB_DIST lets parallel work test its own build (`vite build --outDir ...`) without sharing dist.
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface Site {
  baseUrl: string;
  browser: Browser;
  /** The site's database, to check what the browser did. */
  db: Database['db'];
  close(): Promise<void>;
}

/**
 * The real thing on loopback: the built web app served by the API over a temp SQLite file with the
 * demo data, and Debian's Chromium driven by playwright-core (never a downloaded browser).
 * Every `browser.newContext()` starts with all cookies accepted for the latest cookie settings, so
 * the consent dialog does not cover the page; `askConsent` leaves the cookie out (a first visit).
 */
export async function startSite({ askConsent = false }: { askConsent?: boolean } = {}): Promise<Site> {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('web app not built: run `npm run build` first');
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const database: Database = connect(`sqlite:${join(dir, 'app.db')}`);
  await migrateToLatest(database.db);
  await generateDemoData(database.db, {
    password: 'E2e-pass-1!',
    locations: 200,
    uploadDir: join(dir, 'uploads'),
  });
  const app: FastifyInstance = await buildApp({
    config: {
      apiKeys: ['e2e-key'],
      webDist,
      logLevel: 'silent',
      quoteSecret: 'e2e-quote-secret',
      devOutbox: true,
      uploadDir: join(dir, 'uploads'),
    },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Links in mails point at this server (its port is only known now).
  app.publicUrl = address;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  waitForHydration(browser);
  if (!askConsent) {
    const latest = await app.inject({
      url: '/api/v1/Cookie/latest?language=nl-NL',
      headers: { apiToken: 'e2e-key' },
    });
    const value = serializeConsent(acceptAll(latest.json<CookieSettings>()));
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await context.addCookies([
        {
          name: CONSENT_COOKIE.name,
          value,
          url: address,
          expires: Math.floor(Date.now() / 1000) + CONSENT_COOKIE.maxAgeSeconds,
          sameSite: 'Lax',
        },
      ]);
      return context;
    };
  }
  return {
    baseUrl: address,
    browser,
    db: database.db,
    close: async () => {
      await browser.close();
      await app.close();
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Server-rendered pages show their content before React has taken them over: a test must not act
 * on them before that. Every app page's `goto` and `reload` therefore also wait for
 * `<html data-ready>`, which the app sets once it runs (`app-shell.tsx`).
 */
function waitForHydration(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // Pages that are not the app (the dev outbox) have no root to wait for.
      const ready = () =>
        page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset.ready === '1',
        );
      page.goto = async (url, gotoOptions) => {
        const response = await goto(url, gotoOptions);
        await ready();
        return response;
      };
      page.reload = async (reloadOptions) => {
        const response = await reload(reloadOptions);
        await ready();
        return response;
      };
      return page;
    };
    return context;
  };
}
