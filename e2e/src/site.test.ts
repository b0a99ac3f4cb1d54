import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

describe('the site in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  it('redirects / to the Dutch home, with lang="nl" and the demo locations loaded through the API', async () => {
    const response = await page.goto(`${site.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/nl');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Vind en boek een ruimte');
    await page.getByText(/^\d+ locaties$/).waitFor();
    expect(await page.locator('.location-list li').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('home says what the site offers, with a picture, how it works and popular cities that search the list', async () => {
    for (const locale of ['nl', 'en'] as const) {
      await page.goto(`${site.baseUrl}/${locale}`);
      const main = page.getByRole('main');
      await main.getByRole('img', { name: locale === 'nl' ? /^Illustratie: / : /^Illustration: / }).waitFor();
      await main.getByText(locale === 'nl' ? 'Kosteloos annuleren' : 'Free cancellation').waitFor();
      expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        expect.arrayContaining(
          locale === 'nl' ? ['Zo werkt het', 'Populaire steden'] : ['How it works', 'Popular cities'],
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByRole('main').getByRole('link', { name: 'Den Haag', exact: true }).click();
    await page.waitForURL(/\/en\/locations\?q=Den\+Haag$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('switches to the same page in English', async () => {
    await page.goto(`${site.baseUrl}/nl/locaties`);
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Engels' }).click();
    await page.waitForURL('**/en/locations');
    // The document language follows the route once the new page has rendered.
    await page.waitForSelector('html[lang="en"]', { state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the not-found page with HTTP 404, in the path language', async () => {
    const response = await page.goto(`${site.baseUrl}/en/this-does-not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await seriousViolations(page)).toEqual([]);
    const dutch = await page.goto(`${site.baseUrl}/nl/bestaat-niet`);
    expect(dutch?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a visitor the login flow on the network and my-area pages, at their own address', async () => {
    for (const [path, text] of [
      ['/nl/netwerk/groepen', 'Deze pagina is voor leden: log in, of maak hieronder een account aan.'],
      ['/en/my/messages', 'This page is for members: log in, or create an account below.'],
    ] as const) {
      await page.goto(`${site.baseUrl}${path}`);
      await page.getByText(text).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('sends the public pages rendered, with their data, and takes them over without a mismatch', async () => {
    const problems: string[] = [];
    // React's production builds report a hydration mismatch as error #418 (text), #423 or #425,
    // through the console or as an uncaught page error.
    const mismatch = /hydrat|#41[89]|#42[35]|did not match/i;
    const listen = (target: Page) => {
      target.on('console', (message) => {
        if (message.type() === 'error' && mismatch.test(message.text()))
          problems.push(`${target.url()}: ${message.text()}`);
      });
      target.on('pageerror', (error) => {
        if (mismatch.test(error.message)) problems.push(`${target.url()}: ${error.message}`);
      });
    };
    // Records every element taken out of <main> (a page drawn again after the server's).
    const watchMain = (target: Page) =>
      target.addInitScript(() => {
        const removed: string[] = [];
        (window as { mainReplaced?: string[] }).mainReplaced = removed;
        new MutationObserver((records) => {
          for (const record of records)
            if (record.target instanceof HTMLElement && record.target.tagName === 'MAIN')
              for (const node of record.removedNodes) removed.push(String((node as Element).className));
        }).observe(document, { childList: true, subtree: true });
      });
    listen(page);
    await watchMain(page);
    const phone = await (await site.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    listen(phone);
    await watchMain(phone);
    const html = await (await fetch(`${site.baseUrl}/nl/locaties`)).text();
    expect(html).toMatch(/<div id="root" data-ssr="1" data-screens="[\d,]*">/);
    expect(html).toMatch(/class="location-card-link" href="\/nl\/locaties\/\d+\//);
    const location = /href="(\/nl\/locaties\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1] ?? '';
    const paths = [
      '/nl',
      '/en',
      '/nl/locaties',
      '/en/locations?q=Utrecht',
      location,
      '/nl/over-ons',
      '/en/terms',
    ];
    for (const path of paths) {
      const body = await (await fetch(`${site.baseUrl}${path}`)).text();
      expect(body, path).toMatch(/<div id="root" data-ssr="1"[^>]*>.*<header class="site-header">.*<h1>/s);
      // The page's language's strings are preloaded beside the app's script, the other's not.
      const [language, other] = path.startsWith('/en') ? ['en', 'nl'] : ['nl', 'en'];
      expect(body, path).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/assets/${language}-`));
      expect(body, path).not.toMatch(new RegExp(`href="/assets/${other}-`));
      for (const target of [page, phone]) {
        await target.goto(`${site.baseUrl}${path}`);
        await target.getByRole('heading', { level: 1 }).waitFor();
        // Taken over, not drawn again: the server's page content is still the one shown.
        expect(
          await target.evaluate(() => (window as { mainReplaced?: string[] }).mainReplaced),
          path,
        ).toEqual([]);
      }
    }
    // The location page's first photo is in the HTML, so it loads before the script runs.
    expect(await (await fetch(`${site.baseUrl}${location}`)).text()).toMatch(
      /<img [^>]*fetchPriority="high"/,
    );
    await phone.context().close();
    expect(problems).toEqual([]);
  });

  it('reaches every control with the keyboard: the skip link comes first', async () => {
    await page.goto(`${site.baseUrl}/en`);
    // Tab only once React has rendered the shell, else the first Tab lands on the bare document.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  });
});
