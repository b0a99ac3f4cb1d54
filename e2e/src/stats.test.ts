import { readFileSync } from 'node:fs';
import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    title: (name: string) => `Statistieken · ${name}`,
    all: 'Statistieken',
    nav: 'Statistieken',
    funnel: 'Zoektrechter',
    revenue: 'Omzet',
    funnelChart: /^Grafiek van Zoektrechter, .*Gezocht [\d.]+; Locatie gekozen/,
    revenueChart: /^Grafiek van Omzet, .*Omzet excl\. btw € /,
    funnelTable: 'Tabel van Zoektrechter',
    revenueTable: 'Tabel van Omzet',
    searched: 'Gezocht',
    total: 'Totaal',
    last30: 'Laatste 30 dagen',
    week: 'Week',
    from: 'Van',
    to: 'Tot en met',
    show: 'Toon',
    backward: 'De einddatum ligt voor de begindatum.',
    csv: 'Download als CSV',
    csvHeader: 'Omzet: Omzet excl. btw',
    perLocation: (name: string) => `Statistieken van ${name}`,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    title: (name: string) => `Statistics · ${name}`,
    all: 'Statistics',
    nav: 'Statistics',
    funnel: 'Search funnel',
    revenue: 'Revenue',
    funnelChart: /^Chart of Search funnel, .*Searched [\d,]+; Chose the location/,
    revenueChart: /^Chart of Revenue, .*Revenue excl\. VAT € /,
    funnelTable: 'Table of Search funnel',
    revenueTable: 'Table of Revenue',
    searched: 'Searched',
    total: 'Total',
    last30: 'Last 30 days',
    week: 'Week',
    from: 'From',
    to: 'To',
    show: 'Show',
    backward: 'The end date lies before the start date.',
    csv: 'Download as CSV',
    csvHeader: 'Revenue: Revenue excl. VAT',
    perLocation: (name: string) => `Statistics of ${name}`,
  },
} as const;
type Locale = keyof typeof words;

async function logIn(page: Page, site: Site, locale: Locale, path: string, heading: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill('host@example.com');
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/**
 * Whether the page, with its tables open, scrolls sideways at `width`: checked in a second page of
 * the same context (same session), so the page under test is never resized. (Resizing it to 375 and
 * back made its charts redraw, and once, on a loaded machine, the next click then never found the
 * page stable.)
 */
async function scrollsSideways(
  page: Page,
  width: number,
  tables: [region: string, summary: string][],
): Promise<boolean> {
  const narrow = await page.context().newPage();
  try {
    await narrow.setViewportSize({ width, height: 800 });
    await narrow.goto(page.url());
    for (const [region, summary] of tables)
      await narrow.getByRole('region', { name: region, exact: true }).getByText(summary).click();
    await narrow.locator('.stats-chart[data-ready] svg').first().waitFor();
    await narrow.locator('table tbody tr').first().waitFor();
    return await narrow.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  } finally {
    await narrow.close();
  }
}

/** The rows of a section's table (periods, without the header and totals). */
const bodyRows = (page: Page, caption: string) =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) }).locator('tbody tr');

describe("the host's statistics in a real browser", () => {
  let site: Site;
  let location: { id: number; name: string };
  beforeAll(async () => {
    site = await startSite();
    location = await site.db
      .selectFrom('location_managers as m')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select(['l.id', 'l.name'])
      .where('p.email', '=', 'host@example.com')
      .where('l.status', '=', 'live')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: the host sees the funnel and revenue of its location, as charts and tables, changes the period and downloads the figures`, async () => {
      const w = words[locale];
      const context = await site.browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      const path = localizedPath('host-location-stats', locale, { locationId: location.id });
      await logIn(page, site, locale, path, w.title(location.name));

      // The charts are drawn (as SVG) and named with their totals; each has its table.
      const funnel = page.getByRole('region', { name: w.funnel, exact: true });
      const revenue = page.getByRole('region', { name: w.revenue, exact: true });
      await funnel.getByRole('img', { name: w.funnelChart }).waitFor();
      await revenue.getByRole('img', { name: w.revenueChart }).waitFor();
      await funnel.locator('.stats-chart[data-ready] svg').waitFor();
      await revenue.locator('.stats-chart[data-ready] svg').waitFor();
      await funnel.getByText(w.funnelTable).click();
      await revenue.getByText(w.revenueTable).click();
      // The last 12 months by month: 12 rows and the totals.
      await expect.poll(() => bodyRows(page, w.revenue).count()).toBe(12);
      const funnelTable = funnel.getByRole('table');
      const searched = await funnelTable.locator('tfoot td').first().innerText();
      expect(Number(searched.replace(/[.,]/g, ''))).toBeGreaterThan(100);
      await expect.poll(() => funnelTable.getByRole('columnheader', { name: w.searched }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await scrollsSideways(page, 375, [
          [w.funnel, w.funnelTable],
          [w.revenue, w.revenueTable],
        ]),
      ).toBe(false);

      // A preset: the last 30 days, by day.
      await page.getByRole('button', { name: w.last30, exact: true }).click();
      await page.waitForURL(/by=day/);
      await expect.poll(() => bodyRows(page, w.revenue).count()).toBe(30);
      // The grouping: by week.
      await page.getByRole('button', { name: w.week, exact: true }).click();
      await page.waitForURL(/by=week/);
      await expect.poll(async () => (await bodyRows(page, w.revenue).count()) <= 6).toBe(true);
      // Dates typed by hand: a backward period is refused before it is asked.
      const from = page.getByLabel(w.from, { exact: true });
      const to = page.getByLabel(w.to, { exact: true });
      await from.fill('2026-03-10');
      await to.fill('2026-03-01');
      await page.getByRole('button', { name: w.show, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: w.backward }).waitFor();
      // A month of last year, by week.
      const year = new Date().getUTCFullYear() - 1;
      await from.fill(`${year}-10-01`);
      await to.fill(`${year}-10-31`);
      await page.getByRole('button', { name: w.show, exact: true }).click();
      await page.waitForURL(new RegExp(`from=${year}-10-01&to=${year}-10-31&by=week`));
      await expect.poll(() => bodyRows(page, w.revenue).count()).toBe(5);
      await revenue.getByRole('img', { name: w.revenueChart }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The figures shown, as a CSV file made in the browser.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.csv }).click(),
      ]);
      const csv = readFileSync((await download.path()) as string, 'utf8');
      expect(csv.split('\r\n')[0]).toContain(w.csvHeader);
      expect(csv.trim().split('\r\n')).toHaveLength(1 + 5 + 1);
      await context.close();
    });

    it(`${locale}: the host area links all of the host's statistics, and from there each location's`, async () => {
      const w = words[locale];
      const context = await site.browser.newContext();
      const page = await context.newPage();
      await logIn(page, site, locale, localizedPath('host-stats', locale), w.all);
      await page.getByRole('navigation').getByRole('link', { name: w.nav, exact: true }).first().waitFor();
      await page.getByRole('region', { name: w.funnel, exact: true }).getByRole('img').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: w.perLocation(location.name) }).click();
      await page.getByRole('heading', { level: 1, name: w.title(location.name), exact: true }).waitFor();
      await context.close();
    });
  }
});
