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
  });

  it('reaches every control with the keyboard: the skip link comes first', async () => {
    await page.goto(`${site.baseUrl}/en`);
    // Tab only once React has rendered the shell, else the first Tab lands on the bare document.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  });
});
