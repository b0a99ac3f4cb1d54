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
    nl: { path: '/nl/privacy', heading: 'Privacyverklaring', text: 'Boekingen en facturen: 7 jaar' },
    en: { path: '/en/privacy', heading: 'Privacy statement', text: 'Bookings and invoices: 7 years' },
  },
  {
    name: 'work',
    nl: { path: '/nl/flexwerken', heading: 'Flexwerken', text: 'Een flexplek is een bureau' },
    en: { path: '/en/coworking', heading: 'Coworking', text: 'A workspace is a desk' },
  },
  {
    name: 'terms',
    nl: {
      path: '/nl/voorwaarden',
      heading: 'Algemene boekingsvoorwaarden',
      text: 'Tot 24 uur voor aanvang kun je kosteloos annuleren',
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

  it('the privacy statement says what, why, on what legal basis, how long, your rights and whom to ask, in both languages', async () => {
    const sections = {
      nl: [
        'Wie wij zijn',
        'Welke gegevens we verwerken',
        'Waarvoor en op welke grond',
        'Met wie we gegevens delen',
        'Cookies',
        'Hoe lang we gegevens bewaren',
        'Beveiliging',
        'Je rechten',
        'Contact',
      ],
      en: [
        'Who we are',
        'What data we process',
        'What for, and on what legal basis',
        'Who we share data with',
        'Cookies',
        'How long we keep data',
        'Security',
        'Your rights',
        'Contact',
      ],
    } as const;
    for (const locale of ['nl', 'en'] as const) {
      await page.goto(`${site.baseUrl}/${locale}/privacy`);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        sections[locale],
      );
      await page.getByText(locale === 'nl' ? /artikel 6 lid 1 b AVG/ : /Article 6\(1\)\(b\) GDPR/).waitFor();
      await page.getByText(/Autoriteit Persoonsgegevens/).waitFor();
      // The published version a new account agrees to is named.
      await page
        .getByText(locale === 'nl' ? /^Versie \d+ van deze verklaring/ : /^Version \d+ of this statement/)
        .waitFor();
      expect(await page.getByRole('link', { name: 'support@meetspace.example' }).count()).toBeGreaterThan(0);
      // Dutch says je, never u/uw.
      if (locale === 'nl')
        expect(await page.locator('main').textContent()).not.toMatch(/(^|[\s(])(u|uw)([\s,.]|$)/);
    }
  });

  it('the coworking page searches workspaces: a place, or a popular city, opens the list of meeting type 2', async () => {
    await page.goto(`${site.baseUrl}/nl/flexwerken`);
    await page.getByLabel('Plaats of naam van de locatie').fill('Utrecht');
    await page.getByRole('button', { name: 'Flexplekken zoeken' }).click();
    await page.waitForURL(/\/nl\/locaties\?type=2&q=Utrecht$/);
    await page.goto(`${site.baseUrl}/en/coworking`);
    await page.getByRole('link', { name: 'Rotterdam', exact: true }).click();
    await page.waitForURL(/\/en\/locations\?q=Rotterdam&type=2$/);
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
