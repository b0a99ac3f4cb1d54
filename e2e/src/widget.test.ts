import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { startVenueSite, type VenueSite } from './venue-site.ts';
import { nextWeekday } from './wizard.ts';

const venuePage = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Venue</title></head><body><h1>De Loods</h1><p>Welcome to our venue.</p>${body}</body></html>`;

/** What sticks out sideways at this width (empty when the page fits). */
async function overflowAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForTimeout(100);
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth + 1
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`,
          ),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  return wide;
}

describe('the booking widget on a venue website', () => {
  let site: Site;
  let venue: VenueSite | undefined;
  let host: Page;
  let snippet = '';
  let widgetLocation = '';

  beforeAll(async () => {
    site = await startSite();
    host = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => {
    venue?.server.close();
    await site?.close();
  });

  it('a host creates a widget in English, sets it to book without an account, hide prices and the options step', async () => {
    await host.goto(`${site.baseUrl}/en/host/widgets`);
    await host.getByLabel('E-mail address', { exact: true }).fill('host@example.com');
    await host.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await host.getByRole('button', { name: 'Log in', exact: true }).click();
    await host.getByRole('heading', { level: 1, name: 'Widgets' }).waitFor();
    // The demo's widget is listed already.
    await host
      .getByRole('link', { name: / website$/ })
      .first()
      .waitFor();
    expect(await host.locator('[aria-current="page"]').first().textContent()).toBe('Widgets');
    expect(await seriousViolations(host)).toEqual([]);
    expect(await overflowAt(host, 375)).toEqual([]);

    await host.getByLabel('Name', { exact: true }).fill('Our website');
    const location = host.getByLabel('Location', { exact: true });
    widgetLocation = (await location.locator('option:checked').textContent()) ?? '';
    await host.getByRole('button', { name: 'Create widget' }).click();
    await host.getByRole('heading', { level: 1, name: 'Widget Our website' }).waitFor();

    await host.getByLabel('Prices').uncheck();
    await host.getByLabel('The amenities and packages step').uncheck();
    await host.getByLabel('Book without an account only').check();
    await host.getByLabel('Button colour').fill('#7a2e00');
    await host.getByRole('button', { name: 'Save', exact: true }).click();
    await host.getByText('Saved.').or(host.getByRole('alert')).first().waitFor();
    expect(await host.getByRole('alert').allTextContents()).toEqual([]);
    expect(await seriousViolations(host)).toEqual([]);
    expect(await overflowAt(host, 375)).toEqual([]);
    await host.setViewportSize({ width: 1440, height: 900 });
    expect(await seriousViolations(host)).toEqual([]);

    // The preview shows the widget as it is saved.
    const preview = host.frameLocator('iframe[title="Preview of widget Our website"]');
    await preview.getByRole('heading', { level: 1, name: `Book at ${widgetLocation}` }).waitFor();

    snippet = await host.getByLabel('Snippet').first().inputValue();
    expect(snippet).toMatch(
      /^<div data-s2m-widget="[\w-]{32}" data-language="en"><\/div>\n<script async src="http:\/\/127\.0\.0\.1:\d+\/js\/widget\/embed\.js"><\/script>$/,
    );
    const saved = await site.db
      .selectFrom('widgets')
      .selectAll()
      .where('name', '=', 'Our website')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      show_prices: 0,
      show_options_step: 0,
      show_booking_details_step: 1,
      auth_type: 2,
    });
    expect(JSON.parse(saved.styling).PrimaryColor).toBe('#7a2e00');

    // The same pages in Dutch.
    await host.goto(`${site.baseUrl}/nl/host/widgets/${saved.id}`);
    await host.getByRole('heading', { level: 1, name: 'Widget Our website' }).waitFor();
    expect(await host.getByLabel('Alleen boeken zonder account').isChecked()).toBe(true);
    expect(await host.getByLabel('Prijzen').isChecked()).toBe(false);
    expect(await seriousViolations(host)).toEqual([]);
    await host.getByRole('link', { name: 'Alle widgets' }).click();
    await host.getByRole('heading', { level: 1, name: 'Widgets' }).waitFor();
    await host.getByRole('link', { name: 'Our website' }).waitFor();
  });

  it('a visitor of the venue website books a room through the embedded widget as a guest', async () => {
    // The plugin's exact tag (its missing quote included) on a Dutch page.
    const pluginTag = `<script async id="s2m-widget" src="${site.baseUrl}/js/frontend/widget/widget.js" data-widget-width="90%" data-search-term="Utrecht" data-locations="" data-widgetType="21 data-title="Vergaderen"></script>`;
    venue = await startVenueSite({
      '/book.html': venuePage('en', snippet),
      '/wordpress.html': venuePage('nl', pluginTag),
    });
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${venue.url}/book.html`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: `Book at ${widgetLocation}` }).waitFor();
    await frame.getByLabel('Date', { exact: true }).fill(nextWeekday(3));
    await frame.getByLabel('From', { exact: true }).selectOption('600');
    await frame.getByLabel('Until', { exact: true }).selectOption('720');
    await frame.getByLabel('People', { exact: true }).fill('2');
    await frame.getByRole('button', { name: 'Search', exact: true }).click();

    // The widget's location only, five steps (no options step), no prices.
    const book = frame.getByRole('button', { name: /^Book / }).first();
    await book.waitFor();
    expect(await frame.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem').count()).toBe(
      5,
    );
    expect(await frame.locator('.wizard').textContent()).not.toMatch(/€/u);
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the widget fits the venue's column.
    await page.setViewportSize({ width: 375, height: 800 });
    const inner = page.frames().find((f) => f.url().includes('/widget/'));
    await expect
      .poll(() => inner?.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The iframe grew to its content (postMessage to embed.js).
    await expect.poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0).not.toBe(640);
    await book.click();
    await frame.getByRole('heading', { level: 2, name: 'Booking info' }).waitFor();
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: 'Contact info' }).waitFor();
    // AuthType 2: booking without an account is the only way (no choice, no login form).
    expect(await frame.getByLabel('Continue without an account').count()).toBe(0);
    expect(await frame.getByLabel('Password', { exact: true }).count()).toBe(0);
    await frame.getByLabel('Your name').fill('Vera Bezoeker');
    await frame.getByLabel('Your e-mail address').fill('vera@example.org');
    await frame.getByLabel('I accept the booking terms').check();
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: 'Check and book' }).waitFor();
    expect(await frame.locator('.wizard').textContent()).not.toMatch(/€/u);
    await frame.getByRole('button', { name: 'Book now' }).click();
    await frame.getByRole('heading', { name: 'Booked!' }).waitFor();
    const number = Number(
      /(\d+)/.exec((await frame.getByText(/^Your reservation number is/).textContent()) ?? '')?.[1],
    );
    const reservation = await site.db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select(['r.status_id', 'l.name'])
      .where('r.id', '=', number)
      .executeTakeFirstOrThrow();
    expect(reservation).toEqual({ status_id: 2, name: widgetLocation });
  });

  it("the WordPress plugin's exact tag shows a Dutch search form that opens the booking with the search filled in", async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${venue?.url}/wordpress.html`);
    const form = page.locator('.s2m-widget-host');
    await form.getByRole('button', { name: 'Zoeken' }).waitFor();
    expect(await form.getByLabel('Plaats of locatie').inputValue()).toBe('Utrecht');
    // The missing quote: no title is drawn from the broken attribute.
    expect(await form.getByRole('heading').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Werkplek').check();
    const date = nextWeekday(4);
    await form.getByLabel('Datum').fill(date);
    await form.getByLabel('Van').selectOption('600');
    await form.getByLabel('Tot').selectOption('780');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(new RegExp(`^${site.baseUrl}/nl\\?sk=[\\w-]+$`));
    const key = new URL(page.url()).searchParams.get('sk') ?? '';
    const saved = await site.db
      .selectFrom('searches')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      meeting_type_id: 2,
      search_term: 'Utrecht',
      start_date: date,
      start_minutes: 600,
      end_minutes: 780,
      language_id: 52,
    });
    // The site's booking flow opens on it: the folded search form names the place.
    await page
      .getByRole('form', { name: 'Zoek een ruimte' })
      .getByText(/Utrecht/)
      .waitFor();
  });
});
