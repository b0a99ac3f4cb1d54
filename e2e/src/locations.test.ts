import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/** A Tuesday at least a week ahead (the demo locations are open on weekdays). */
function nextTuesday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('the locations list and a location page in a real browser', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;
  /** The location opened from the list: its path (Dutch), id, slug and name. */
  let chosen: { path: string; id: string; slug: string; name: string };

  beforeAll(async () => {
    site = await startSite();
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The tests run offline: map tiles never arrive, and the page has to do without them.
    await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
      route.abort('internetdisconnected'),
    );
    page = await context.newPage();
  });
  afterAll(async () => site?.close());

  const cards = () => page.locator('.location-card');
  const tabs = () => page.getByRole('navigation', { name: 'Ruimtes, beoordelingen en evenementen' });

  it('filters the list by a city, keeps the filter in the URL and maps the results without tiles', async () => {
    await page.goto(`${site.baseUrl}/nl/locaties`);
    await page.getByRole('heading', { level: 1, name: 'Locaties' }).waitFor();
    await page.getByText(/^\d+ locaties gevonden$/).waitFor();
    expect(await page.title()).toBe('Locaties · Meetspace');

    // Paging: 20 a page, the next page in the URL, focus back on the results' heading.
    const pager = page.getByRole('navigation', { name: "Pagina's" });
    const [, pages = '0'] =
      /^Pagina 1 van (\d+)$/.exec((await pager.locator('.list-pager-position').textContent()) ?? '') ?? [];
    expect(Number(pages)).toBeGreaterThan(1);
    expect(await cards().count()).toBe(20);
    const firstOfPage1 = await cards().first().locator('h3').textContent();
    await pager.getByRole('link', { name: 'Volgende' }).click();
    await page.waitForURL(/\/nl\/locaties\?page=2$/);
    await pager.getByText(`Pagina 2 van ${pages}`).waitFor();
    await expect.poll(() => cards().first().locator('h3').textContent()).not.toBe(firstOfPage1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resultaten');

    // Meeting type and country apply at once and start again on page 1.
    await page.getByLabel('Soort ruimte').selectOption({ label: 'Tijdelijk kantoor' });
    await page.waitForURL(/\/nl\/locaties\?type=3$/);
    await expect.poll(async () => (await cards().count()) > 0).toBe(true);
    await expect
      .poll(async () => {
        const offers = await cards().locator('.tags').allTextContents();
        return offers.length > 0 && offers.every((text) => text.includes('Tijdelijk kantoor'));
      })
      .toBe(true);
    await page.getByLabel('Land').selectOption({ label: 'Nederland' });
    await page.waitForURL(/\/nl\/locaties\?type=3&country=\d+$/);
    await page.getByLabel('Soort ruimte').selectOption({ label: 'Alle soorten' });
    await page.waitForURL(/\/nl\/locaties\?country=\d+$/);

    await page.getByLabel('Plaats of naam').fill('Utrecht');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/nl\/locaties\?q=Utrecht&country=\d+$/);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /locaties? gevonden$/ })
          .textContent(),
      )
      .toMatch(/^[1-9]\d* locaties? gevonden$/);
    await expect.poll(() => cards().first().textContent()).toContain('Utrecht');
    const count = await cards().count();
    expect(count).toBeGreaterThan(0);
    for (const address of await page.locator('.location-card-address').allTextContents())
      expect(address).toMatch(/Utrecht/);

    // The map is a named region with one pin per card, and says the background is missing.
    const map = page.getByRole('region', { name: 'Kaart van de locaties op deze pagina' });
    await map.waitFor();
    await expect.poll(() => map.locator('.map-pin').count()).toBe(count);
    await map
      .getByText('De kaartachtergrond kon niet worden geladen. De adressen staan ook in de tekst.')
      .waitFor();
    expect(await map.getByRole('button', { name: 'Inzoomen' }).count()).toBe(1);
    // A pin's popup links to the same page as the card with its number.
    await map.locator('.map-pin').filter({ hasText: /^1$/ }).click();
    const popup = map.locator('.leaflet-popup');
    await popup.waitFor();
    expect(await popup.getByRole('link').getAttribute('href')).toBe(
      await cards().first().locator('.location-card-link').getAttribute('href'),
    );
    expect(await popup.getByRole('button', { name: 'Sluiten' }).count()).toBe(1);
    // The popup fades in; axe measures its contrast once it is fully there.
    await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);

    // A reload keeps the filter.
    await page.reload();
    expect(await page.getByLabel('Plaats of naam').inputValue()).toBe('Utrecht');
  });

  it('opens a location with its opening hours, directions and meeting rooms', async () => {
    // A location that has meeting rooms and workspaces, so both tabs have spaces to show.
    const card = cards()
      .filter({ has: page.locator('.tags li', { hasText: /^Vergaderruimte$/ }) })
      .filter({ has: page.locator('.tags li', { hasText: /^Flexplek$/ }) })
      .first();
    const link = card.locator('.location-card-link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/nl\/locaties\/\d+\/[a-z0-9-]+$/);
    const [, id = '', slug = ''] = /\/nl\/locaties\/(\d+)\/([a-z0-9-]+)$/.exec(page.url()) ?? [];
    chosen = { path: `/nl/locaties/${id}/${slug}`, id, slug, name };

    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(`${name}, Utrecht · Meetspace`);
    // Opening hours of the coming week, days in Dutch, today marked.
    await page.getByRole('heading', { name: 'Openingstijden' }).waitFor();
    const hours = page.locator('table.opening-hours-table tr');
    await expect.poll(() => hours.count()).toBe(7);
    expect(await hours.first().locator('th').textContent()).toMatch(
      /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ vandaag$/,
    );
    for (const cell of await hours.locator('td').allTextContents())
      expect(cell).toMatch(/^(\d\d:\d\d–\d\d:\d\d|Gesloten)$/);
    // Directions with a map of the one location.
    await page.getByRole('heading', { name: 'Route' }).waitFor();
    // Its map loads once it comes into view.
    const locationMap = page.getByRole('region', { name: `Kaart met de ligging van ${name}` });
    expect(await locationMap.locator('.map-pin').count()).toBe(0);
    await locationMap.scrollIntoViewIfNeeded();
    await locationMap.locator('.map-pin').waitFor();

    // The meeting rooms tab is the default one.
    expect(await tabs().getByRole('link', { name: 'Vergaderruimtes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('heading', { level: 2, name: 'Vergaderruimtes' }).waitFor();
    await page.locator('.space-card').first().waitFor();
    expect(await page.locator('.space-price').first().textContent()).toMatch(
      /€\s\d+,\d{2} .*excl\. \d+% btw$/u,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('switches to the workspaces and reviews tabs on their own paths, keeping the page', async () => {
    await tabs().getByRole('link', { name: 'Flexplekken' }).click();
    await page.waitForURL(`**${chosen.path}/flexplekken`);
    await page.getByRole('heading', { level: 2, name: 'Flexplekken' }).waitFor();
    expect(await tabs().getByRole('link', { name: 'Flexplekken' }).getAttribute('aria-current')).toBe('page');
    expect(
      await tabs().getByRole('link', { name: 'Vergaderruimtes' }).getAttribute('aria-current'),
    ).toBeNull();
    await page.locator('.space-card').first().waitFor();
    // The same page stays, so the focus stays on the tab.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Flexplekken');
    expect(await page.title()).toBe(`Flexplekken bij ${chosen.name} · Meetspace`);
    expect(await seriousViolations(page)).toEqual([]);

    await tabs().getByRole('link', { name: 'Beoordelingen' }).click();
    await page.waitForURL(`**${chosen.path}/beoordelingen`);
    await page.getByRole('heading', { level: 2, name: 'Beoordelingen' }).waitFor();
    // The reviews feature's panel: the score and the reviews, or that there are none yet.
    await page
      .locator('.location-reviews')
      .getByText(/Op basis van \d+ beoordeling(en)?|nog geen beoordelingen/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('replaces a wrong slug by the right one and shows not-found for an unknown id', async () => {
    await page.goto(`${site.baseUrl}/nl/locaties/${chosen.id}/verkeerde-naam/flexplekken?x=1`);
    await page.waitForURL(`**${chosen.path}/flexplekken?x=1`);
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    // The tab's former path (…/werkplekken) leads to the flexplekken tab, slug corrected as well.
    await page.goto(`${site.baseUrl}/nl/locaties/${chosen.id}/verkeerde-naam/werkplekken?x=2`);
    await page.waitForURL(`**${chosen.path}/flexplekken?x=2`);
    await page.getByRole('heading', { level: 2, name: 'Flexplekken' }).waitFor();

    await page.goto(`${site.baseUrl}/nl/locaties/987654/bestaat-niet`);
    await page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }).waitFor();
    await page.goto(`${site.baseUrl}/nl/locaties/abc/bestaat-niet`);
    await page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }).waitFor();
  });

  it('shows the location in English on the English route', async () => {
    await page.goto(`${site.baseUrl}/en/locations/${chosen.id}/${chosen.slug}`);
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await expect.poll(() => page.locator('table.opening-hours-table tr').count()).toBe(7);
    const english = page.getByRole('navigation', { name: 'Spaces, reviews and events' });
    expect(await english.getByRole('link', { name: 'Meeting rooms' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await english.getByRole('link', { name: 'Workspaces' }).getAttribute('href')).toBe(
      `/en/locations/${chosen.id}/${chosen.slug}/workspaces`,
    );
    await page.locator('.space-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the locations near the visitor, nearest first, within a radius kept in the URL', async () => {
    const near = await site.browser.newContext({
      geolocation: { latitude: 52.0907, longitude: 5.1214 }, // Utrecht Centraal
      permissions: ['geolocation'],
    });
    await near.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort('internetdisconnected'));
    const english = await near.newPage();
    await english.goto(`${site.baseUrl}/en/locations`);
    await english.getByText(/^\d+ locations found$/).waitFor();
    await english.getByRole('button', { name: 'Locations near me' }).click();
    await english.waitForURL(/\/en\/locations\?lat=52\.0907&lng=5\.1214$/);
    await english.getByText(/^[1-9]\d* locations? within 25 km$/).waitFor();
    const distances = (await english.locator('.location-card-distance').allTextContents()).map((text) =>
      Number(/^([\d.]+) km away$/.exec(text)?.[1]),
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);

    await english.getByLabel('Radius').selectOption('5');
    await english.waitForURL(/\?lat=52\.0907&lng=5\.1214&radius=5$/);
    await english.getByText(/ within 5 km$/).waitFor();
    expect(await seriousViolations(english)).toEqual([]);
    await near.close();
  });

  it('searches from the location page and lands in the booking wizard for that location', async () => {
    await page.goto(`${site.baseUrl}${chosen.path}`);
    const form = page.getByRole('form', { name: 'Zoek een ruimte' });
    await form.waitFor();
    // The place is fixed to this location, so the form does not ask for it.
    expect(await form.getByLabel('Waar').count()).toBe(0);
    await form.getByLabel('Datum').fill(nextTuesday());
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/\/nl\?sk=[\w-]+$/);
    // The wizard searched this one location only.
    const wizard = page.locator('section.wizard');
    await wizard.getByText(chosen.name).first().waitFor();
    expect(await wizard.getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(await page.getByRole('form', { name: 'Zoek een ruimte' }).count()).toBe(1);
  });
});
