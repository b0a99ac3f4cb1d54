import { addDays, localizedPath } from '@meetspace/domain';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/**
 * The organiser's journey, in Dutch and in English: a visitor starts a new event, logs in in place
 * at step 2, uploads a generated 1200x800 JPEG, goes through the 6 steps and publishes; a
 * participant registers through the API and shows up among the participants; the organiser checks
 * them in by typing the ticket code, moves the event a day (after the warning that participants are
 * mailed) and the participant's change mail is in the dev outbox. Axe scans each page.
 */

const PASSWORD = 'E2e-pass-1!';
const MEMBER = 'booker@example.com';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    wizard: 'Evenement aanmaken',
    name: 'Naam van het evenement',
    startDate: 'Startdatum',
    endDate: 'Einddatum',
    next: 'Volgende',
    picture: 'Afbeelding (JPG, breder dan 1024 pixels)',
    narrow: 'De afbeelding moet breder zijn dan 1024 pixels.',
    uploaded: 'Afbeelding geüpload.',
    ownAddress: 'Een eigen adres',
    address: 'Adres',
    city: 'Plaats',
    hybrid: 'Hybride (op locatie en online)',
    inPerson: 'Op locatie',
    capacity: 'Maximaal aantal deelnemers',
    hybridWarning: /meer dan 30 deelnemers/,
    description: 'Beschrijving',
    newTag: 'Nieuwe tag',
    tooFewTags: 'Geef minstens 3 verschillende trefwoorden.',
    addItem: 'Onderdeel toevoegen',
    itemTitle: 'Titel',
    publish: 'Publiceren',
    published: 'Gepubliceerd',
    participants: 'Deelnemers',
    checkIn: 'Inchecken',
    checkInButton: 'Inchecken',
    code: 'Ticketcode',
    checkedIn: /is ingecheckt/,
    basicInfo: 'Basisgegevens',
    mailNotice: /krijgen hierover een e-mail/,
    save: 'Opslaan',
    confirmSave: 'Opslaan en deelnemers e-mailen',
    saved: 'Opgeslagen.',
    changed: (name: string) => `Gewijzigd: ${name}`,
    organising: 'Die ik organiseer',
    otherSections: ['Programma', 'Instellingen', 'Organisatoren', 'Communicatie'],
    forbidden: /geen organisator van dit evenement/,
    attending: 'Waar ik heen ga',
    awaitingPayment: 'Wacht op betaling',
    payNow: 'Nu betalen',
    notPublished: 'Niet gepubliceerd',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    wizard: 'Create an event',
    name: 'Event name',
    startDate: 'Start date',
    endDate: 'End date',
    next: 'Next',
    picture: 'Picture (JPG, wider than 1024 pixels)',
    narrow: 'The picture must be wider than 1024 pixels.',
    uploaded: 'Picture uploaded.',
    ownAddress: 'My own address',
    address: 'Address',
    city: 'City',
    hybrid: 'Hybrid (in person and online)',
    inPerson: 'In person',
    capacity: 'Maximum number of participants',
    hybridWarning: /more than 30 participants/,
    description: 'Description',
    newTag: 'New tag',
    tooFewTags: 'Give at least 3 different keywords.',
    addItem: 'Add item',
    itemTitle: 'Title',
    publish: 'Publish',
    published: 'Published',
    participants: 'Participants',
    checkIn: 'Check-in',
    checkInButton: 'Check in',
    code: 'Ticket code',
    checkedIn: /is checked in/,
    basicInfo: 'Basic info',
    mailNotice: /will be e-mailed/,
    save: 'Save',
    confirmSave: 'Save and e-mail participants',
    saved: 'Saved.',
    changed: (name: string) => `Changed: ${name}`,
    organising: 'Organising',
    otherSections: ['Program', 'Settings', 'Organizers', 'Communication'],
    forbidden: /not an organizer of this event/,
    attending: 'Attending',
    awaitingPayment: 'Awaiting payment',
    payNow: 'Pay now',
    notPublished: 'Not published',
  },
} as const;
type Locale = keyof typeof words;

const json = { apiToken: 'e2e-key', 'content-type': 'application/json' };

/** A JPEG of the size asked (a gradient, so it is a real picture). */
async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The text of the newest mail in the dev outbox whose subject matches, read in a second tab. */
async function newestMail(context: BrowserContext, site: Site, subject: string): Promise<string> {
  const mail = await context.newPage();
  await mail.goto(`${site.baseUrl}/dev/outbox`);
  await mail.getByRole('link', { name: subject }).first().click();
  const text = (await mail.locator('pre').textContent()) ?? '';
  await mail.close();
  return text;
}

/** No sideways scrolling at the page's width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe('an organiser creates, publishes and runs an event in a real browser', () => {
  let site: Site;
  let wide: Buffer;
  let narrow: Buffer;
  beforeAll(async () => {
    site = await startSite();
    wide = await jpeg(1200, 800);
    narrow = await jpeg(800, 600);
  });
  afterAll(async () => {
    await site?.close();
  });

  it.each(['nl', 'en'] as const)('in %s', async (locale: Locale) => {
    const w = words[locale];
    const name = `Design day ${locale} ${Date.now() % 100000}`;
    const day = addDays(new Date().toISOString().slice(0, 10), 30);
    const context = await site.browser.newContext({
      viewport: locale === 'en' ? { width: 375, height: 800 } : { width: 1440, height: 900 },
    });
    const page = await context.newPage();

    // Step 1 as a visitor.
    await page.goto(`${site.baseUrl}${localizedPath('events-new', locale)}`);
    await page.getByRole('heading', { level: 1, name: w.wizard }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await page.getByLabel(w.name, { exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByLabel(w.name, { exact: true }).fill(name);
    await page.getByLabel(w.startDate, { exact: true }).fill(day);
    await page.getByLabel(w.endDate, { exact: true }).fill(day);
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 2 asks for a login in place; the draft survives it.
    await page.getByLabel(w.email, { exact: true }).fill(MEMBER);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: w.logIn, exact: true }).click();
    const file = page.getByLabel(w.picture, { exact: true });
    await file.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Too narrow: refused in the page before any upload.
    await file.setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: narrow });
    await page.getByText(w.narrow).waitFor();
    await file.setInputFiles({ name: 'event.jpg', mimeType: 'image/jpeg', buffer: wide });
    await page.getByText(w.uploaded, { exact: true }).waitFor();
    await page.getByTestId('em-preview').waitFor();
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 3: hybrid above 30 warns; in person at an own address.
    await page.getByLabel(w.hybrid, { exact: true }).check();
    await page.getByLabel(w.capacity, { exact: true }).fill('40');
    await page.getByText(w.hybridWarning).waitFor();
    await page.getByLabel(w.inPerson, { exact: true }).check();
    await page.getByLabel(w.ownAddress, { exact: true }).check();
    await page.getByLabel(w.address, { exact: true }).fill('Stationsplein 1');
    await page.getByLabel(w.city, { exact: true }).fill('Utrecht');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 4: 3 tags needed.
    await page.getByLabel(w.description, { exact: true }).fill('A day about design, with workshops.');
    const tag = page.getByLabel(w.newTag, { exact: true });
    await tag.fill('design');
    await tag.press('Enter');
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await page.getByText(w.tooFewTags).waitFor();
    await tag.fill('workshop');
    await tag.press('Enter');
    await tag.fill('network');
    await tag.press('Enter');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 5: one program item.
    await page.getByRole('button', { name: w.addItem, exact: true }).click();
    await page.getByLabel(w.itemTitle, { exact: true }).fill('Opening');
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 6: the summary, then publish: the dashboard opens.
    await page.getByTestId('em-summary').getByText(name).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.publish, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('em-event-status').getByText(w.published).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (locale === 'en') expect(await fitsWidth(page)).toBe(true);
    const eventId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(eventId).toBeGreaterThan(0);

    // A participant registers through the API (in the page's language).
    const registered = await fetch(`${site.baseUrl}/api/v1/Event/registration`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        EventId: eventId,
        FirstName: 'Petra',
        LastName: `Jansen ${locale}`,
        Email: `petra.${locale}.${Date.now()}@example.org`,
        HasAgreedToTerms: true,
        Tags: ['design', 'ux', 'research'],
        Language: locale,
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    const registration = (await registered.json()) as { Key: string; Status: string };
    expect(registration.Status).toBe('confirmed');

    // Participants: the new one is listed.
    await page.getByRole('link', { name: w.participants, exact: true }).click();
    await page.getByRole('rowheader', { name: `Petra Jansen ${locale}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (locale === 'en') expect(await fitsWidth(page)).toBe(true);

    // Check-in by the typed code.
    await page.getByRole('link', { name: w.checkIn, exact: true }).click();
    await page.getByLabel(w.code, { exact: true }).fill(registration.Key);
    await page.getByRole('button', { name: w.checkInButton, exact: true }).click();
    await page.getByTestId('em-checkin-result').getByText(w.checkedIn).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const row = await site.db
      .selectFrom('event_registrations')
      .select(['checked_in_at'])
      .where('key', '=', registration.Key)
      .executeTakeFirstOrThrow();
    expect(row.checked_in_at).not.toBeNull();

    // Moving the event a day: the warning first, then the mail to the participant.
    await page.getByRole('link', { name: w.basicInfo, exact: true }).click();
    const moved = addDays(day, 1);
    await page.getByLabel(w.startDate, { exact: true }).fill(moved);
    await page.getByLabel(w.endDate, { exact: true }).fill(moved);
    await page.getByText(w.mailNotice).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await page.getByRole('button', { name: w.confirmSave, exact: true }).click();
    await page.getByText(w.saved, { exact: true }).first().waitFor();
    const stored = await site.db
      .selectFrom('event_listings')
      .select(['start_date'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(stored.start_date).toBe(moved);
    const mail = await newestMail(context, site, w.changed(name));
    expect(mail).toContain(`Petra`);
    expect(mail.length).toBeGreaterThan(50);

    // The other sections render and pass axe.
    for (const section of w.otherSections) {
      await page.getByRole('link', { name: section, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
      expect(await seriousViolations(page), section).toEqual([]);
    }

    // Another member may not manage it.
    const other = await site.browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${site.baseUrl}${localizedPath('my-event', locale, { id: eventId })}`);
    await otherPage.getByLabel(w.email, { exact: true }).fill('host@example.com');
    await otherPage.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await otherPage.getByRole('button', { name: w.logIn, exact: true }).click();
    await otherPage.getByText(w.forbidden).waitFor();
    await other.close();

    // The organiser's list shows the event.
    await page.goto(`${site.baseUrl}${localizedPath('my-events-organizedEvents', locale)}`);
    await page.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('link', { name: w.organising, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The member registers for a paid event (through the API): their list shows it pending with the pay link.
    const login = await fetch(`${site.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ Email: MEMBER, Password: PASSWORD }),
    });
    const token = ((await login.json()) as { ProfileToken: string }).ProfileToken;
    const paidName = `Paid masterclass ${locale} ${Date.now() % 100000}`;
    const created = await fetch(`${site.baseUrl}/api/v1/event`, {
      method: 'POST',
      headers: { ...json, profileToken: token },
      body: JSON.stringify({
        Name: paidName,
        StartDate: day,
        EndDate: day,
        LocationName: 'De Werf',
        Address: 'Werfstraat 1',
        City: 'Utrecht',
        Tags: ['design', 'workshop', 'lunch'],
        Prices: [{ Currency: 'EUR', Price: 25, TaxPercentage: 21 }],
        IsPublished: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const paid = (await created.json()) as { Id: number };
    const signup = await fetch(`${site.baseUrl}/api/v1/Event/registration`, {
      method: 'POST',
      headers: { ...json, profileToken: token },
      body: JSON.stringify({
        EventId: paid.Id,
        HasAgreedToTerms: true,
        Tags: ['a1', 'b2', 'c3'],
        Language: locale,
      }),
    });
    expect(signup.status, await signup.clone().text()).toBe(200);
    const { PaymentKey } = (await signup.json()) as { PaymentKey: string };
    await page.getByRole('link', { name: w.attending, exact: true }).click();
    const card = page.getByTestId('em-attending-row').filter({ hasText: paidName });
    await card.getByText(w.awaitingPayment, { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: w.payNow, exact: true }).getAttribute('href')).toContain(
      PaymentKey,
    );
    expect(await seriousViolations(page)).toEqual([]);
    if (locale === 'en') expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});
