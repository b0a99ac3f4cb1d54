import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/** What each content page must show in each language. */
const PAGES = [
  {
    name: 'about',
    nl: { path: '/nl/over-ons', heading: 'Over Meetspace', text: 'ongeveer 200 partnerlocaties' },
    en: { path: '/en/about', heading: 'About Meetspace', text: 'about 200 partner locations' },
  },
  {
    name: 'contact',
    nl: { path: '/nl/contact', heading: 'Contact', text: 'Maandag t/m vrijdag' },
    en: { path: '/en/contact', heading: 'Contact', text: 'Monday to Friday' },
  },
  {
    name: 'privacy',
    nl: { path: '/nl/privacy', heading: 'Privacyverklaring', text: 'Wij gebruiken uw gegevens alleen' },
    en: { path: '/en/privacy', heading: 'Privacy statement', text: 'We use your data only' },
  },
  {
    name: 'terms',
    nl: {
      path: '/nl/voorwaarden',
      heading: 'Algemene boekingsvoorwaarden',
      text: 'Tot 24 uur voor aanvang kunt u kosteloos annuleren',
    },
    en: {
      path: '/en/terms',
      heading: 'General booking terms',
      text: 'Up to 24 hours before the start you can cancel',
    },
  },
] as const;

describe('the content pages in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  const heading = () => page.getByRole('heading', { level: 1 });

  for (const { name, ...locales } of PAGES) {
    for (const locale of ['nl', 'en'] as const) {
      const expected = locales[locale];
      it(`${name} in ${locale}: heading, content, title, no serious axe violations`, async () => {
        const response = await page.goto(`${site.baseUrl}${expected.path}`);
        expect(response?.status()).toBe(200);
        await heading().getByText(expected.heading, { exact: true }).waitFor();
        await page.getByText(expected.text).first().waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        expect(await page.title()).toBe(`${expected.heading} · Meetspace`);
        // Not the "coming soon" page any more.
        expect(await page.locator('main').textContent()).not.toMatch(
          /nog niet beschikbaar|not available yet/i,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  it('the terms page shows the API terms as a numbered list with version and date', async () => {
    await page.goto(`${site.baseUrl}/nl/voorwaarden`);
    await heading().getByText('Algemene boekingsvoorwaarden').waitFor();
    expect(await page.locator('.term-body ol > li').count()).toBe(5);
    expect(await page.locator('.term-meta').textContent()).toBe('Versie 1, gepubliceerd op 1 januari 2026');
    expect(await page.locator('.term-meta time').getAttribute('datetime')).toBe('2026-01-01T00:00:00.000Z');
    await page.goto(`${site.baseUrl}/en/terms`);
    await heading().getByText('General booking terms').waitFor();
    expect(await page.locator('.term-meta').textContent()).toBe('Version 1, published on 1 January 2026');
  });

  it("the language switch on the terms page opens the other language's terms", async () => {
    await page.goto(`${site.baseUrl}/nl/voorwaarden`);
    await heading().getByText('Algemene boekingsvoorwaarden').waitFor();
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Engels' }).click();
    await page.waitForURL('**/en/terms');
    await heading().getByText('General booking terms').waitFor();
    await page.waitForSelector('html[lang="en"]', { state: 'attached' });
    await page.getByText('Up to 24 hours before the start you can cancel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the terms page links to the privacy statement, in the same language', async () => {
    await page.goto(`${site.baseUrl}/en/terms`);
    await heading().getByText('General booking terms').waitFor();
    await page.getByRole('link', { name: 'Read how we handle your data in the privacy statement' }).click();
    await page.waitForURL('**/en/privacy');
    await heading().getByText('Privacy statement').waitFor();
  });

  it('the contact page links e-mail, phone and adding a location', async () => {
    await page.goto(`${site.baseUrl}/nl/contact`);
    await heading().getByText('Contact').waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'support@meetspace.example' }).getAttribute('href')).toBe(
      'mailto:support@meetspace.example',
    );
    expect(await main.getByRole('link', { name: '030 760 40 00' }).getAttribute('href')).toBe(
      'tel:+31307604000',
    );
    await main.getByRole('link', { name: 'Locatie toevoegen' }).click();
    await page.waitForURL('**/nl/locatie-toevoegen');
  });

  it('the about page links to the locations and to adding a location', async () => {
    await page.goto(`${site.baseUrl}/en/about`);
    await heading().getByText('About Meetspace').waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Add your location' }).getAttribute('href')).toBe(
      '/en/add-location',
    );
    await main.getByRole('link', { name: 'See the locations' }).click();
    await page.waitForURL('**/en/locations');
  });
});
