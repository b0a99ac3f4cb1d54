import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { chooseFirstSpace, nextWeekday, search } from './wizard.ts';

const ALL = [
  'Locations',
  'Coworking',
  'Events',
  'Stories',
  'Network',
  'Add your location',
  'About us',
  'Contact',
];

describe('the site header in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext({ viewport: { width: 1500, height: 900 } })).newPage();
  });
  afterAll(async () => site?.close());

  const mainMenu = () => page.getByRole('navigation', { name: 'Main menu' });
  const more = () => page.getByRole('button', { name: 'More', exact: true });
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it('shows every item at 1500 px, without More, and stays on top while scrolling', async () => {
    await page.goto(`${site.baseUrl}/en`);
    await page.getByText(/^\d+ locations$/).waitFor();
    expect(await mainMenu().getByRole('link').allTextContents()).toEqual(ALL);
    expect(await more().count()).toBe(0);
    expect(await mainMenu().getByRole('link', { name: 'Add your location' }).getAttribute('href')).toBe(
      '/en/add-location',
    );
    expect(await noSidewaysScroll()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
    // Focused content scrolls into view below the header, not under it.
    const header = await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().height);
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    );
    expect(padding).toBeGreaterThanOrEqual(header);
  });

  it('puts three items into More at 1100 px, which opens and closes with the keyboard', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(`${site.baseUrl}/en/locations`);
    await more().waitFor();
    expect(await mainMenu().getByRole('link').allTextContents()).toEqual(ALL.slice(0, 5));
    expect(await more().getAttribute('aria-expanded')).toBe('false');
    const list = page.getByRole('menu', { name: 'More' });
    expect(await list.isVisible()).toBe(false);
    expect(await noSidewaysScroll()).toBe(true);

    // Enter opens it on its first item; the arrow keys move (and wrap), Escape closes it.
    await more().focus();
    await page.keyboard.press('Enter');
    expect(await more().getAttribute('aria-expanded')).toBe('true');
    await list.waitFor();
    expect(await more().getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    expect(await list.getByRole('menuitem').allTextContents()).toEqual(ALL.slice(5));
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(focusedText).toBe('Add your location');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('About us');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe('Contact');
    await page.keyboard.press('Escape');
    expect(await more().getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    await expect.poll(focusedText).toBe('More');

    // Space opens it too; Tab leaves it, which closes it, and goes on after the button.
    await page.keyboard.press('Space');
    await expect.poll(focusedText).toBe('Add your location');
    await page.keyboard.press('Tab');
    expect(await more().getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText()).toBe('Nederlands (View this page in Dutch)');

    // A click outside closes it (on the heading: the page behind the open menu is inert, so the
    // click is the pointer's, not the heading's); a link goes to its page and closes it.
    await more().click();
    await list.waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.mouse.click((heading?.x ?? 0) + 5, (heading?.y ?? 0) + 5);
    expect(await more().getAttribute('aria-expanded')).toBe('false');
    await more().click();
    await list.getByRole('menuitem', { name: 'About us' }).click();
    await page.waitForURL('**/en/about');
    expect(await list.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('hides four items below 1024 px without scrolling sideways', async () => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(`${site.baseUrl}/nl/locaties`);
    await page.getByRole('button', { name: 'Meer', exact: true }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').allTextContents(),
    ).toEqual(['Locaties', 'Flexwerken', 'Evenementen', 'Verhalen']);
    expect(await noSidewaysScroll()).toBe(true);
  });

  it('opens a drawer at 375 px with every item; Escape closes it and focus returns to the menu button', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${site.baseUrl}/en/events`);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.waitFor();
    expect(await mainMenu().count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await noSidewaysScroll()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await drawer.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      await drawer.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents(),
    ).toEqual(ALL);
    expect(await drawer.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'View this page in Dutch' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // React Aria gives the focus back in the frame after closing.
    await expect.poll(focusedText).toBe('Menu');

    // The drawer's language switch keeps the page.
    await toggle.click();
    await drawer.getByRole('link', { name: 'View this page in Dutch' }).click();
    await page.waitForURL('**/nl/evenementen');
    // React Router commits the new page in a transition, just after the URL changes.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('nl');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('switches language to the same page, query included', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Only the page's language's strings load with it; the other's when the visitor switches.
    const catalogs: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const match = /\/assets\/(nl|en)-[\w-]+\.js$/.exec(request.url());
      if (match?.[1]) catalogs.push(match[1]);
    };
    page.on('request', onRequest);
    await page.goto(`${site.baseUrl}/nl/over-ons?bron=test`);
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Engels' }).click();
    await page.waitForURL('**/en/about?bron=test');
    // React Router commits the new page in a transition, just after the URL changes.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
    page.off('request', onRequest);
    expect(catalogs).toEqual(['nl', 'en']);
    const link = page.getByRole('link', { name: 'View this page in Dutch' });
    await link.waitFor();
    // Label in name (WCAG 2.5.3): the accessible name starts with the visible label.
    expect(await link.locator(':not(.visually-hidden)').innerText()).toBe('Nederlands');
    expect((await link.ariaSnapshot()).split('\n')[0]).toBe('- link "Nederlands (View this page in Dutch)":');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a new page at the top and returns to the scroll position on back and forward', async () => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`${site.baseUrl}/en/locations`);
    const links = page.locator('main a[href^="/en/locations/"]');
    await links.nth(8).waitFor();
    await links.nth(8).scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(200);
    await links.nth(8).click();
    await page.waitForURL(/\/en\/locations\/\d+\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A new page starts at its top, not at the list's position.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/en\/locations$/);
    // Back: where the list was left (once its rows are there again).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listY - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(listY + 5);
    await page.goForward();
    await page.waitForURL(/\/en\/locations\/\d+\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('keeps the wizard steps in view below the sticky header when a step moves on (320, 375 and 1280 px)', async () => {
    const before = page.viewportSize();
    try {
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(`${site.baseUrl}/en`);
        await search(page, 'en', {
          where: 'Utrecht',
          date: nextWeekday(2),
          from: 600,
          until: 720,
          people: 2,
        });
        await chooseFirstSpace(page, 'en');
        // Next is at the bottom of the options step: the visitor is far down the page.
        const nextButton = page.getByRole('button', { name: 'Next', exact: true });
        await nextButton.scrollIntoViewIfNeeded();
        await nextButton.click();
        await page.getByRole('heading', { level: 2, name: 'Booking info' }).waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wizard-title');
        await page.waitForTimeout(200);
        const headerBottom = await page
          .locator('header.site-header')
          .evaluate((h) => h.getBoundingClientRect().bottom);
        const stepsTop = await page
          .getByRole('navigation', { name: 'Booking steps' })
          .evaluate((nav) => nav.getBoundingClientRect().top);
        expect(stepsTop, `${width} px`).toBeGreaterThanOrEqual(headerBottom);
        // And the step's heading, which has the focus, is on the screen too.
        const headingBottom = await page
          .getByRole('heading', { level: 2, name: 'Booking info' })
          .evaluate((h) => h.getBoundingClientRect().bottom);
        expect(headingBottom, `${width} px`).toBeLessThanOrEqual(700);
      }
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it('gives a member a profile menu with my account, reservations, profile and Log off', async () => {
    await page.goto(`${site.baseUrl}/en/login`);
    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const profile = page.getByRole('button', { name: /^Account menu for / });
    await profile.waitFor();
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    await profile.focus();
    await page.keyboard.press('Enter');
    expect(await profile.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('menu', { name: /^Account menu for / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(focusedText).toBe('My account');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('My reservations');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/my/reservations');
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();

    await profile.click();
    await page.getByRole('menuitem', { name: 'Log off' }).click();
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await profile.count()).toBe(0);
  });
});
