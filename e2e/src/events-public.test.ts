import { addDays, localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// The public events pages in a real browser, in both languages: a visitor finds an event in the
// list, registers for a free one and sees the ticket; registers for a paid one, pays through the
// embedded test provider's checkout and sees the confirmed ticket; cancels from the ticket page.
// The events are made through the API as the demo member, so the demo data does not matter.

/** The test provider's checkout page (rendered by the API, in either language). */
const PROVIDER = {
  url: /\/test-provider\/checkout\//,
  paid: /^(Betaald|Paid)$/,
  submit: /^(Bevestigen|Confirm)$/,
} as const;
const RESULT_TIMEOUT_MS = 40_000;

const words = {
  nl: {
    listTitle: 'Evenementen',
    register: 'Aanmelden',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    tags: 'Je interesses (trefwoorden)',
    terms: 'Ik ga akkoord met de evenementvoorwaarden.',
    viewTicket: 'Je ticket bekijken',
    ticketTitle: 'Je ticket',
    confirmed: 'Bevestigd',
    cancelled: 'Geannuleerd',
    cancel: 'Mijn aanmelding annuleren',
    cancelConfirm: 'Ja, annuleer mijn aanmelding',
    payTitle: 'Je aanmelding betalen',
    payNow: /^Nu € 25,00 betalen$/,
    paidTitle: 'Betaling ontvangen',
    free: 'Gratis',
    duplicate: 'Dit e-mailadres is al aangemeld voor dit evenement.',
    tab: 'Evenementen',
    calendar: 'Toevoegen aan agenda (.ics)',
    tabs: 'Ruimtes, beoordelingen en evenementen',
  },
  en: {
    listTitle: 'Events',
    register: 'Register',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    tags: 'Your interests (keywords)',
    terms: 'I agree to the event terms.',
    viewTicket: 'View your ticket',
    ticketTitle: 'Your ticket',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    cancel: 'Cancel my registration',
    cancelConfirm: 'Yes, cancel my registration',
    payTitle: 'Pay for your registration',
    payNow: /^Pay € 25,00 now$/,
    paidTitle: 'Payment received',
    free: 'Free',
    duplicate: 'This e-mail address is already registered for this event.',
    tab: 'Events',
    calendar: 'Add to calendar (.ics)',
    tabs: 'Spaces, reviews and events',
  },
} as const;
type Locale = keyof typeof words;

const json = { apiToken: 'e2e-key', 'content-type': 'application/json' };

/** The demo member's profile token. */
async function memberToken(site: Site): Promise<string> {
  const login = await fetch(`${site.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Email: 'booker@example.com', Password: 'E2e-pass-1!' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { ProfileToken: string }).ProfileToken;
}

/** A published public event made through `POST /v1/event`; its id and slug. */
async function createEvent(site: Site, token: string, name: string, price?: number, locationId?: number) {
  const day = addDays(new Date().toISOString().slice(0, 10), 20);
  const answer = await fetch(`${site.baseUrl}/api/v1/event`, {
    method: 'POST',
    headers: { ...json, profileToken: token },
    body: JSON.stringify({
      Name: name,
      EventTypeId: 2,
      StartDate: day,
      EndDate: day,
      StartMinutes: 570,
      EndMinutes: 1020,
      MaxCapacity: 30,
      IsOnline: 'offline',
      LocationName: 'De Werf',
      Address: 'Werfstraat 1',
      Postalcode: '3511 AA',
      City: 'Utrecht',
      Country: 'Nederland',
      Description: 'A day about design, with workshops and lunch.',
      Tags: ['design', 'workshop', 'lunch'],
      Prices: price ? [{ Currency: 'EUR', Price: price, TaxPercentage: 21 }] : [],
      IsPublished: true,
      ...(locationId ? { LocationId: locationId } : {}),
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as { Id: number; Slug: string };
}

/** Opens the list filtered by the event's name and goes to the event page through its card. */
async function openFromList(page: Page, site: Site, locale: Locale, name: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${localizedPath('events', locale)}?${new URLSearchParams({ q: name })}`);
  await page.getByRole('heading', { level: 1, name: w.listTitle }).waitFor();
  await page.getByRole('link', { name }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Fills the visitor's registration form and sends it. */
async function register(page: Page, locale: Locale, email: string) {
  const w = words[locale];
  const panel = page.getByTestId('event-register');
  await panel.getByRole('button', { name: w.register, exact: true }).click();
  await panel.getByLabel(w.firstName, { exact: true }).fill('Eva');
  await panel.getByLabel(w.lastName, { exact: true }).fill('Jansen');
  await panel.getByLabel(w.email, { exact: true }).fill(email);
  await panel.getByLabel(w.tags).fill('design, food, network');
  await panel.getByLabel(w.terms).check();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: w.register, exact: true }).click();
}

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

describe('the public events pages in a real browser', () => {
  let site: Site;
  let token: string;
  beforeAll(async () => {
    site = await startSite();
    token = await memberToken(site);
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    const w = words[locale];

    it(`${locale}: a visitor registers for a free event, sees the ticket and cancels it`, async () => {
      const name = `Design day ${locale} ${Date.now()}`;
      const event = await createEvent(site, token, name);
      const page = await (await site.browser.newContext()).newPage();
      await openFromList(page, site, locale, name);
      expect(await page.getByText(w.free).first().isVisible()).toBe(true);
      expect(await scrollsSideways(page, 375)).toBe(false);

      // The server's HTML already describes the event for search engines.
      const html = await (
        await fetch(`${site.baseUrl}${localizedPath('event', locale, { id: event.Id, slug: event.Slug })}`)
      ).text();
      expect(html).toContain('application/ld+json');
      expect(html).toMatch(/"startDate":"\d{4}-\d{2}-\d{2}T09:30:00\+0[12]:00"/);

      // "Add to calendar" downloads the event's calendar file.
      const [calendar] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: w.calendar }).click(),
      ]);
      expect(calendar.suggestedFilename()).toBe(`${event.Slug}.ics`);

      const email = `eva.${locale}.${Date.now()}@example.com`;
      await register(page, locale, email);
      await page.getByRole('link', { name: w.viewTicket }).click();
      await page.getByRole('heading', { level: 1, name: w.ticketTitle }).waitFor();
      await page.getByTestId('ticket-status').filter({ hasText: w.confirmed }).waitFor();
      expect(await page.locator('img.event-ticket-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page, 375)).toBe(false);

      // The same address twice is refused in words.
      const again = await (await site.browser.newContext()).newPage();
      await again.goto(
        `${site.baseUrl}${localizedPath('event', locale, { id: event.Id, slug: event.Slug })}`,
      );
      await register(again, locale, email);
      await again.getByRole('alert').getByText(w.duplicate).waitFor();

      // Cancel from the ticket page, after the confirm dialog.
      await page.getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.cancelConfirm }).click();
      await page.getByTestId('ticket-status').filter({ hasText: w.cancelled }).waitFor();
    });

    it(`${locale}: a visitor registers for a paid event, pays at the provider and sees the confirmed ticket`, async () => {
      const name = `Paid workshop ${locale} ${Date.now()}`;
      await createEvent(site, token, name, 25);
      const page = await (await site.browser.newContext()).newPage();
      await openFromList(page, site, locale, name);
      await register(page, locale, `paid.${locale}.${Date.now()}@example.com`);

      await page.getByRole('heading', { level: 1, name: w.payTitle }).waitFor();
      const ticketKey = new URL(page.url()).searchParams.get('ticket');
      expect(ticketKey).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.payNow }).click();

      await page.waitForURL(PROVIDER.url);
      await page.getByRole('radio', { name: PROVIDER.paid }).check();
      await page.getByRole('button', { name: PROVIDER.submit }).click();
      await page.waitForURL(/\/(betaal|pay)\/[\w-]+\/(klaar|done)$/);
      await page
        .getByRole('heading', { level: 1, name: w.paidTitle })
        .waitFor({ timeout: RESULT_TIMEOUT_MS });
      expect(await seriousViolations(page)).toEqual([]);

      const ticketPath = new URL(page.url()).pathname.startsWith(localizedPath('events', locale))
        ? null
        : `${localizedPath('events', locale)}/0/event/ticket/${ticketKey}`;
      if (ticketPath) await page.goto(`${site.baseUrl}${ticketPath}`);
      else await page.getByRole('link', { name: w.viewTicket }).click();
      await page.getByRole('heading', { level: 1, name: w.ticketTitle }).waitFor();
      await page.getByTestId('ticket-status').filter({ hasText: w.confirmed }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`${locale}: a location's events tab lists the events there`, async () => {
      const list = await fetch(`${site.baseUrl}/api/v1/location?itemsPerPage=1`, { headers: json });
      const location = ((await list.json()) as { Results: { Id: number; UrlName: string }[] }).Results[0];
      expect(location).toBeDefined();
      const name = `Lunch talk ${locale} ${Date.now()}`;
      await createEvent(site, token, name, undefined, location?.Id);
      const page = await (await site.browser.newContext()).newPage();
      await page.goto(
        `${site.baseUrl}${localizedPath('location-events', locale, { id: location?.Id ?? 0, slug: location?.UrlName ?? '' })}`,
      );
      await page.getByRole('link', { name }).waitFor();
      expect(
        await page
          .getByRole('navigation', { name: w.tabs })
          .getByRole('link', { name: w.tab, exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page, 375)).toBe(false);
    });
  }
});
