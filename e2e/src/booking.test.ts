import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { bookNow, chooseFirstSpace, next, nextWeekday, search } from './wizard.ts';

const nextTuesday = () => nextWeekday(2);

interface ReservationAnswer {
  Id: number;
  StatusId: number;
  Name: string;
  ProfileId: number;
  Contacts: { Email: string | null }[];
  Options: { Amount: number }[];
}

/**
 * The reservation as the API answers it (`GET /v1/reservation/{id}`): a visitor's booking has no
 * member, so it is read by the demo administrator, who may see every reservation.
 */
async function fromApi(site: Site, id: number): Promise<ReservationAnswer> {
  const headers = { apiToken: 'e2e-key', 'content-type': 'application/json' };
  const login = await fetch(`${site.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ Email: 'admin@example.com', Password: 'E2e-pass-1!' }),
  });
  expect(login.status).toBe(200);
  const { ProfileToken } = (await login.json()) as { ProfileToken: string };
  const answer = await fetch(`${site.baseUrl}/api/v1/reservation/${id}`, {
    headers: { ...headers, profileToken: ProfileToken },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ReservationAnswer;
}

describe('booking a meeting room in a real browser', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  it('books as a visitor in English through all six steps, with an option, booking info and a voucher', async () => {
    await page.goto(`${site.baseUrl}/en`);
    await page.getByRole('heading', { name: 'Search a space' }).waitFor();
    await search(page, 'en', { where: 'Utrecht', date: nextTuesday(), from: 540, until: 780, people: 4 });

    // Step 1: the locations, in either order; the saved search survives a reload.
    await page.getByRole('heading', { level: 2, name: 'Choose a location' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem').count()).toBe(
      6,
    );
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Location');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Order').selectOption('price');
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .waitFor();
    await page.reload();
    // The search form is folded to one line once a search ran.
    await page
      .getByRole('form', { name: 'Search a space' })
      .getByText(/Utrecht/)
      .waitFor();
    await chooseFirstSpace(page, 'en', true);

    // Step 3: an option with the stepper; the total follows once the amount is saved.
    await page.getByText(/held for you for 20 more minutes/).waitFor();
    const total = () => page.locator('.booking-summary .summary-total dd').textContent();
    const before = await total();
    const more = page.getByRole('button', { name: /^More / }).first();
    const optionName = ((await more.getAttribute('aria-label')) ?? (await more.textContent()) ?? '').replace(
      /^More /,
      '',
    );
    await more.click();
    await more.click();
    await expect.poll(total).not.toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'en', 'Booking info');

    // Step 4: booking info, and a voucher code that does not exist is explained.
    await page.getByLabel('Name of the meeting (optional)').fill('Browser test meeting');
    await page.getByLabel('Comment for the location (optional)').fill('Please put water on the table.');
    await page.getByLabel('Tags (optional)').fill('team, strategy');
    await page.getByLabel('Voucher code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    // Said once, at the field.
    await page.getByText('This code does not exist.').waitFor();
    expect(await page.getByText('This code does not exist.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'en', 'Contact info');

    // Step 5: without an account, with the terms.
    await page.getByLabel('Continue without an account').check();
    await page.getByLabel('Your name').fill('Anna Bakker');
    await page.getByLabel('Your e-mail address').fill('anna@example.org');
    await page.getByLabel('I accept the booking terms').check();
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'en', 'Check and book');

    // Step 6: the summary; it is not saved as a step, so a reload goes back to step 5, still held.
    await page.locator('.wizard-main').getByText(`2 × ${optionName}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Contact info' }).waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Anna Bakker');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Check and book' }).waitFor();

    const id = await bookNow(page, 'en');
    expect(await seriousViolations(page)).toEqual([]);
    const reservation = await fromApi(site, id);
    expect(reservation).toMatchObject({ Id: id, StatusId: 2, Name: 'Browser test meeting' });
    expect(reservation.Contacts.map((c) => c.Email)).toContain('anna@example.org');
    expect(reservation.Options.map((o) => o.Amount)).toContain(2);
  });

  it('books as a visitor in Dutch, with Dutch labels and euro amounts', async () => {
    await page.goto(`${site.baseUrl}/nl`);
    await search(page, 'nl', { where: 'Utrecht', date: nextTuesday(), from: 600, until: 720, people: 2 });
    const price = await page
      .getByText(/^Vanaf €/u)
      .first()
      .textContent();
    expect(price).toMatch(/^Vanaf €\s\d+(\.\d{3})*,\d{2} excl\. btw voor je boeking$/u);
    // The saved search carries this browser's machine token, kept in a 24-day cookie (path /, lax).
    const machine = (await page.context().cookies()).find((c) => c.name === 'machineToken');
    expect(machine).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(machine?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 2_073_600 - 120);
    const searchKey = new URL(page.url()).searchParams.get('sk') ?? '';
    const saved = await site.db
      .selectFrom('searches')
      .select('machine_key')
      .where('key', '=', searchKey)
      .executeTakeFirst();
    expect(saved?.machine_key).toBe(machine?.value);
    expect(await seriousViolations(page)).toEqual([]);
    await chooseFirstSpace(page, 'nl');
    await page
      .getByRole('button', { name: /^Meer / })
      .first()
      .click();
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'nl', 'Boekingsgegevens');
    await page.getByLabel('Naam van de bijeenkomst (optioneel)').fill('Nederlandse test');
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'nl', 'Contactgegevens');
    await page.getByLabel('Je naam').fill('Joost Visser');
    await page.getByLabel('Je e-mailadres').fill('joost@example.nl');
    await page.getByLabel('Ik ga akkoord met de boekingsvoorwaarden').check();
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'nl', 'Controleren en boeken');
    expect(await seriousViolations(page)).toEqual([]);
    const id = await bookNow(page, 'nl');
    const reservation = await fromApi(site, id);
    expect(reservation).toMatchObject({ Id: id, StatusId: 2, Name: 'Nederlandse test' });
    expect(reservation.Contacts.map((c) => c.Email)).toContain('joost@example.nl');
  });

  it('going back to the space step releases the hold; the steps before are links back', async () => {
    await page.goto(`${site.baseUrl}/en`);
    await search(page, 'en', { where: 'Amsterdam', date: nextTuesday(), from: 540, until: 660, people: 2 });
    await chooseFirstSpace(page, 'en');
    await page.getByText(/held for you/).waitFor();
    await page.getByRole('button', { name: 'Back to Space' }).click();
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .waitFor();
    expect(await page.getByText(/held for you/).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Location' }).click();
    await page.getByRole('heading', { level: 2, name: 'Choose a location' }).waitFor();
  });

  it('logs in at the contact step and books as the member', async () => {
    const context = await site.browser.newContext();
    const member = await context.newPage();
    await member.goto(`${site.baseUrl}/en`);
    await search(member, 'en', { where: 'Utrecht', date: nextWeekday(4), from: 780, until: 900, people: 2 });
    await chooseFirstSpace(member, 'en');
    await next(member, 'en', 'Booking info');
    await member.getByLabel('Name of the meeting (optional)').fill('Logged in at step 5');
    await next(member, 'en', 'Contact info');
    await member.getByLabel('Log in', { exact: true }).check();
    await member.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await member.getByLabel('Password', { exact: true }).fill('wrong-password');
    await member.getByRole('button', { name: 'Log in', exact: true }).click();
    await member
      .getByRole('alert')
      .filter({ hasText: /incorrect|wrong/i })
      .waitFor();
    await member.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await member.getByRole('button', { name: 'Log in', exact: true }).click();
    await member.getByText('You book as').waitFor();
    expect(await seriousViolations(member)).toEqual([]);
    await member.getByLabel('I accept the booking terms').check();
    await next(member, 'en', 'Check and book');
    const id = await bookNow(member, 'en');
    const reservation = await fromApi(site, id);
    const profile = await site.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    expect(reservation.ProfileId).toBe(profile.id);
    await context.close();
  });

  it('warns before the 20-minute hold ends and starts over when it has (a fast clock)', async () => {
    const context = await site.browser.newContext();
    const timed = await context.newPage();
    await timed.clock.install();
    await timed.goto(`${site.baseUrl}/en`);
    await search(timed, 'en', { where: 'Rotterdam', date: nextTuesday(), from: 540, until: 660, people: 2 });
    await chooseFirstSpace(timed, 'en');
    await timed.getByText('This space is held for you for 20 more minutes.').waitFor();
    await timed.clock.fastForward('16:00');
    await timed
      .getByRole('alert')
      .filter({ hasText: /^Hurry: the hold ends in [1-4] minutes?\.$/ })
      .waitFor();
    await timed.clock.fastForward('05:00');
    await timed
      .getByRole('alert')
      .filter({ hasText: /no longer held/ })
      .waitFor();
    await timed.getByRole('heading', { level: 2, name: 'Choose a location' }).waitFor();
    expect(await seriousViolations(timed)).toEqual([]);
    await context.close();
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
    // The my area shows a visitor the login flow in its place, then the page itself.
    await page.getByText('This page is for members: log in, or create an account below.').waitFor();
    expect(page.url()).toMatch(/\/en\/my\/reservations$/);
    expect(await seriousViolations(page)).toEqual([]);
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
    await page.getByRole('heading', { level: 2, name: 'Amenities and packages' }).waitFor();
    await next(page, 'en', 'Booking info');
    await page.getByLabel('Name of the meeting (optional)').fill('Member browser test');
    await next(page, 'en', 'Contact info');
    await page.getByText('You book as').waitFor();
    await page.getByLabel('I accept the booking terms').check();
    await next(page, 'en', 'Check and book');
    await bookNow(page, 'en');
    // A member goes on to the reservation from here.
    await page.getByRole('link', { name: 'Open the reservation' }).waitFor();

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'My reservations' }).click();
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
    await page.getByRole('menuitem', { name: 'Log off' }).click();
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
