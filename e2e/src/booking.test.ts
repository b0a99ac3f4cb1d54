import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/** A Tuesday at least a week ahead (the demo locations are open on weekdays). */
function nextTuesday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('booking a meeting room in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  it('searches, holds a room with a countdown, and books it as a visitor', async () => {
    await page.goto(`${site.baseUrl}/en`);
    await page.getByRole('heading', { name: 'Search a space' }).waitFor();
    await page.getByLabel('Where').fill('Utrecht');
    await page.getByLabel('Date').fill(nextTuesday());
    await page.getByLabel('From').selectOption('540');
    await page.getByLabel('Until').selectOption('780');
    await page.getByLabel('People').fill('4');
    await page.getByRole('button', { name: 'Search' }).click();

    // The search is saved and the URL carries its key, so a reload resumes it.
    await page.waitForURL(/\/en\?sk=[\w-]+$/);
    await page.getByRole('heading', { name: /locations available$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    const choose = page.getByRole('button', { name: /^Choose / }).first();
    await choose.waitFor();
    await choose.click();

    await page.getByRole('heading', { name: /^Spaces at / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .click();

    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await expect.poll(() => page.getByText(/held for you for 20 more minutes/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Name of the meeting (optional)').fill('Browser test meeting');
    await page.getByLabel('Your name').fill('Anna Bakker');
    await page.getByLabel('Your e-mail address').fill('anna@example.org');
    await page.getByLabel('I accept the booking terms').check();
    await page.getByRole('button', { name: 'Book now' }).click();

    await page.getByRole('heading', { name: 'Booked!' }).waitFor();
    expect(await page.getByText(/^Your reservation number is \d+\.$/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('searches in Dutch with Dutch labels and euro amounts', async () => {
    await page.goto(`${site.baseUrl}/nl`);
    await page.getByLabel('Waar').fill('Amsterdam');
    await page.getByLabel('Datum').fill(nextTuesday());
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('heading', { name: /locaties beschikbaar$/ }).waitFor();
    const price = await page
      .getByText(/^Vanaf €\s\d/u)
      .first()
      .textContent();
    expect(price).toMatch(/^Vanaf €\s\d+(\.\d{3})*,\d{2}$/u);
  });
});

describe('a member books, finds, downloads and cancels a reservation in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext({ acceptDownloads: true })).newPage();
  });
  afterAll(async () => site?.close());

  it('goes from login to a cancelled reservation and a bookable room again', async () => {
    await page.goto(`${site.baseUrl}/en/my/reservations`);
    // The my area sends a visitor to the login page, and back afterwards.
    await page.waitForURL(/\/en\/login\?back=/);
    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/my\/reservations$/);
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Subscribe to my reservations in a calendar app' }).click();
    const feedUrl = await page.getByLabel(/^Your private calendar link/).inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[\w-]{32}\.ics$/);
    expect(await seriousViolations(page)).toEqual([]);

    const day = nextTuesday();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByLabel('Where').fill('Rotterdam');
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('From').selectOption('840');
    await page.getByLabel('Until').selectOption('960');
    await page.getByLabel('People').fill('2');
    await page.getByRole('button', { name: 'Search' }).click();
    const location = page.getByRole('button', { name: /^Choose / }).first();
    await location.waitFor();
    const locationName = (await location.textContent())?.replace(/^Choose /, '') ?? '';
    await location.click();
    const book = page.getByRole('button', { name: /^Book / }).first();
    await book.waitFor();
    const spaceName = (await book.textContent())?.replace(/^Book /, '') ?? '';
    await book.click();
    await page.getByText('You book as').waitFor();
    await page.getByLabel('Name of the meeting (optional)').fill('Member browser test');
    await page.getByLabel('I accept the booking terms').check();
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.getByRole('heading', { name: 'Booked!' }).or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await page.getByRole('heading', { name: 'Booked!' }).waitFor();

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('link', { name: 'My reservations' }).click();
    await page.getByRole('link', { name: /^Member browser test/ }).click();
    await page.getByRole('heading', { name: /^Member browser test/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download confirmation (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^reservation-\d+\.pdf$/);
    const file = await pdf.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    await page.getByText('Cancelling is free. Cancel this reservation?').waitFor();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('The reservation is cancelled.').waitFor();
    expect(await page.getByText('Cancelled', { exact: true }).count()).toBe(1);

    // The room is bookable again for everyone.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('button', { name: 'Log off' }).click();
    await page.goto(`${site.baseUrl}/en`);
    await page.getByLabel('Where').fill(locationName);
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('From').selectOption('840');
    await page.getByLabel('Until').selectOption('960');
    await page.getByLabel('People').fill('2');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Choose ${locationName}` }).click();
    await page
      .getByRole('button', { name: `Book ${spaceName}` })
      .first()
      .waitFor();
  });
});

describe('a new member registers and activates the account from the mail', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  it('registers in Dutch, opens the mail in the outbox, sets a password and is logged in', async () => {
    await page.goto(`${site.baseUrl}/nl/inloggen`);
    await page.getByLabel('Voornaam').fill('Lotte');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('E-mailadres voor het account').fill('lotte@example.org');
    await page.getByLabel('Ik ga akkoord met de voorwaarden en de privacyverklaring').check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByText('Bijna klaar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${site.baseUrl}/dev/outbox`);
    await page.getByRole('link', { name: 'Activeer je account' }).first().click();
    const text = (await page.locator('pre').textContent()) ?? '';
    const pin = /Je code: (\d{6})/.exec(text)?.[1] as string;
    await page.getByRole('link', { name: /\/nl\/wachtwoord-instellen\?token=/ }).click();

    await page.getByRole('heading', { name: 'Kies je wachtwoord' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code uit de e-mail').fill(pin);
    await page.getByLabel('Nieuw wachtwoord').fill('Sterk-wachtwoord-1');
    await page.getByLabel('Herhaal het wachtwoord').fill('Sterk-wachtwoord-1');
    await page.getByRole('button', { name: 'Opslaan en inloggen' }).click();
    await page.waitForURL(/\/nl\/mijn\/reserveringen$/);
    await page.getByText('Je hebt nog geen reserveringen.').waitFor();
    await page.getByRole('button', { name: /^Accountmenu van / }).waitFor();
  });
});
