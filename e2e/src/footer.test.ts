import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const PAGES = {
  nl: {
    nav: 'Voettekst',
    links: [
      ['Over ons', '/nl/over-ons'],
      ['Contact', '/nl/contact'],
      ['Flexwerken', '/nl/flexwerken'],
      ['Vind je boeking', '/nl/reservering-vinden'],
      ['Locatie toevoegen', '/nl/locatie-toevoegen'],
      ['Privacyverklaring', '/nl/privacy'],
      ['Algemene voorwaarden', '/nl/voorwaarden'],
    ],
    brochure: /^Brochure \(PDF, (\d+) kB\)$/,
    book: /^Het Meetspace-boek \(PDF, (\d+) kB\)$/,
    social: (network: string) => `Meetspace op ${network} (opent in een nieuw tabblad)`,
    cookies: 'Cookie-instellingen',
    email: 'E-mail voor de nieuwsbrief',
    subscribe: 'Aanmelden',
    required: 'Vul je e-mailadres in.',
    invalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    opened: /geopend in een nieuw tabblad/,
    copyright: `© ${new Date().getFullYear()} Meetspace. Alle rechten voorbehouden.`,
  },
  en: {
    nav: 'Footer',
    links: [
      ['About us', '/en/about'],
      ['Contact', '/en/contact'],
      ['Coworking', '/en/coworking'],
      ['Find your booking', '/en/find-booking'],
      ['Add your location', '/en/add-location'],
      ['Privacy statement', '/en/privacy'],
      ['Terms and conditions', '/en/terms'],
    ],
    brochure: /^Brochure \(PDF, (\d+) kB\)$/,
    book: /^The Meetspace book \(PDF, (\d+) kB\)$/,
    social: (network: string) => `Meetspace on ${network} (opens in a new tab)`,
    cookies: 'Cookie settings',
    email: 'E-mail for the newsletter',
    subscribe: 'Subscribe',
    required: 'Enter your e-mail address.',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
    opened: /opened in a new tab/,
    copyright: `© ${new Date().getFullYear()} Meetspace. All rights reserved.`,
  },
} as const;
const LOCALES = ['nl', 'en'] as const;

describe('the site footer in a real browser', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => site?.close());

  const footer = () => page.getByRole('contentinfo');
  async function open(path: string) {
    await page.goto(`${site.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await footer().waitFor();
  }

  for (const locale of LOCALES) {
    const text = PAGES[locale];

    it(`links the site's pages, the ${locale} downloads and the social networks (${locale})`, async () => {
      await open(`/${locale}`);
      const nav = footer().getByRole('navigation', { name: text.nav });
      for (const [name, href] of text.links)
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);

      for (const [kind, pattern] of [
        ['brochure', text.brochure],
        ['book', text.book],
      ] as const) {
        const link = footer().getByRole('link', { name: pattern });
        expect(await link.getAttribute('href')).toBe(`/downloads/${kind}-${locale}.pdf`);
        expect(await link.getAttribute('type')).toBe('application/pdf');
      }

      for (const network of ['LinkedIn', 'Instagram', 'Facebook', 'YouTube']) {
        const link = footer().getByRole('link', { name: text.social(network), exact: true });
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.locator('svg').getAttribute('aria-hidden')).toBe('true');
      }
      expect(await footer().getByText(text.copyright, { exact: true }).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`serves the ${locale} brochure and book as PDFs of the size the link states`, async () => {
      await open(`/${locale}`);
      for (const pattern of [text.brochure, text.book]) {
        const link = footer().getByRole('link', { name: pattern });
        const stated = Number(pattern.exec((await link.textContent())?.trim() ?? '')?.[1]);
        const response = await page.request.get(`${site.baseUrl}${await link.getAttribute('href')}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
        expect(stated).toBe(Math.max(1, Math.round(body.length / 1000)));
      }
    });

    it(`checks the newsletter address in the page and sends a valid one to the provider (${locale})`, async () => {
      await open(`/${locale}`);
      const field = footer().getByLabel(text.email, { exact: true });
      const subscribe = footer().getByRole('button', { name: text.subscribe, exact: true });
      expect(await field.getAttribute('type')).toBe('email');
      expect(await field.getAttribute('required')).not.toBeNull();

      await subscribe.click();
      await footer().getByText(text.required, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await field.fill('anna@@example');
      await subscribe.click();
      await footer().getByText(text.invalid, { exact: true }).waitFor();
      expect(await footer().getByText(text.required).count()).toBe(0);

      // The provider is outside the site: answer for it here rather than over the network.
      const action = (await footer().locator('form').getAttribute('action')) ?? '';
      expect(action).toMatch(/^https?:\/\//);
      await context.route(
        (url) => url.href.startsWith(action),
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>Newsletter</title>' }),
      );
      await field.fill('anna@example.org');
      const [provider] = await Promise.all([context.waitForEvent('page'), field.press('Enter')]);
      await provider.waitForLoadState();
      const sent = new URL(provider.url());
      expect(`${sent.origin}${sent.pathname}`).toBe(new URL(action).href.split('?')[0]);
      expect(sent.searchParams.get('email')).toBe('anna@example.org');
      await provider.close();
      await footer().getByRole('status').getByText(text.opened).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      await context.unrouteAll();
    });

    it(`still opens the cookie settings from the footer (${locale})`, async () => {
      await open(`/${locale}`);
      const button = footer().getByRole('button', { name: text.cookies, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: text.cookies });
      await dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  }

  it('gives the pages a title and description in their language, and serves robots.txt', async () => {
    const meta = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      }));
    await open('/nl');
    expect(await meta()).toEqual({
      title: 'Vergaderruimte, flexplek of kantoor boeken · Meetspace',
      description: expect.stringMatching(/^Boek vergaderruimtes, flexplekken en tijdelijke kantoren/),
    });
    await open('/en');
    expect(await meta()).toEqual({
      title: 'Book a meeting room, workspace or office · Meetspace',
      description: expect.stringMatching(/^Book meeting rooms, workspaces and temporary offices/),
    });
    await open('/en/no-such-page');
    expect(await meta()).toEqual({
      title: 'Page not found · Meetspace',
      description: expect.stringMatching(/^This page does not exist \(any more\)\./),
    });

    const robots = await page.request.get(`${site.baseUrl}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /nl/mijn', 'Disallow: /en/my']),
    );
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto(`${site.baseUrl}/nl`);
    await phone.getByRole('contentinfo').getByRole('button', { name: 'Aanmelden' }).waitFor();
    expect(
      await phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    // Every social link is a comfortable touch target.
    for (const box of await phone
      .locator('.footer-social a')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect)))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.close();
  });
});
