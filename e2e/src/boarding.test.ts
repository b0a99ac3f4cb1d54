import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

type Locale = 'nl' | 'en';

/** The page's words (the boarding feature's and the auth feature's catalogs), kept in one place. */
const words = {
  nl: {
    path: '/nl/locatie-toevoegen',
    title: 'Voeg je locatie toe',
    progress: 'Stappen om je locatie toe te voegen',
    titles: ['Kies je licentie', 'Bevestig je keuze', 'Je locatie', 'Voorwaarden', 'Je locatie is aangemeld'],
    choose: 'Kies Seats2meet',
    perSeat: '€ 1,00 per gebruikte stoel per persoon per dag',
    monthly: '€ 49,00 per maand',
    next: 'Verder: je locatie',
    loginIntro: /^Om je locatie toe te voegen heb je een account nodig/,
    name: 'Naam van de locatie',
    address: 'Straat en huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    email: 'E-mailadres van de locatie',
    phone: 'Telefoonnummer',
    meetingRoom: 'Vergaderruimte',
    toTerms: 'Verder: de voorwaarden',
    checkFields: 'Controleer de gemarkeerde velden.',
    postalCodeFormat: /^Vul een Nederlandse postcode in/,
    agree: 'Ik ga akkoord met de licentievoorwaarden',
    submit: 'Voeg mijn locatie toe',
    pending: /wacht nu op goedkeuring door ons team/,
    statusPending: 'Wacht op goedkeuring',
    logIn: 'Inloggen',
    password: 'Wachtwoord',
    loginEmail: 'E-mailadres',
  },
  en: {
    path: '/en/add-location',
    title: 'Add your location',
    progress: 'Steps to add your location',
    titles: [
      'Choose your licence',
      'Confirm your choice',
      'Your location',
      'Terms and conditions',
      'Your location has been submitted',
    ],
    choose: 'Choose Seats2meet',
    perSeat: '€ 1,00 per utilized seat per person per day',
    monthly: '€ 49,00 per month',
    next: 'Next: your location',
    loginIntro: /^To add your location you need an account/,
    name: 'Name of the location',
    address: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    email: 'E-mail address of the location',
    phone: 'Phone number',
    meetingRoom: 'Meeting room',
    toTerms: 'Next: the terms',
    checkFields: 'Please check the marked fields.',
    postalCodeFormat: /^Enter a Dutch postal code/,
    agree: 'I agree to the licence terms',
    submit: 'Add my location',
    pending: /now awaits approval by our team/,
    statusPending: 'Pending approval',
    logIn: 'Log in',
    password: 'Password',
    loginEmail: 'E-mail address',
  },
} as const;

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

describe('boarding a location in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  const stepHeading = (page: Page, locale: Locale, step: number) =>
    page.getByRole('heading', { level: 2, name: words[locale].titles[step - 1] });
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

  /** The step indicator: 5 steps, the current one marked. */
  async function expectStep(page: Page, locale: Locale, step: number) {
    await stepHeading(page, locale, step).waitFor();
    const nav = page.getByRole('navigation', { name: words[locale].progress });
    expect(await nav.getByRole('listitem').count()).toBe(5);
    expect(await nav.locator('[aria-current="step"]').textContent()).toContain(
      // The indicator's short names: the step's number leads.
      String(step),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
  }

  /** Steps 1 and 2: the licences as cards, then the chosen one. */
  async function chooseLicence(page: Page, locale: Locale) {
    const w = words[locale];
    await page.goto(`${site.baseUrl}${w.path}`);
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    await page.getByRole('button', { name: w.choose }).waitFor();
    await expectStep(page, locale, 1);
    const meet = page.getByRole('article', { name: 'Seats2meet' });
    await meet.getByText(w.perSeat).waitFor();
    await meet.getByText(w.monthly).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    await page.getByRole('button', { name: w.choose }).click();
    await expectStep(page, locale, 2);
    expect(await focusedText(page)).toBe(w.titles[1]);
  }

  /** Step 3: a wrong postal code is refused at the field, then the form goes on to the terms. */
  async function fillLocation(
    page: Page,
    locale: Locale,
    name: string,
    place = { postalCode: '3511ab', city: 'Utrecht' },
  ) {
    const w = words[locale];
    await expectStep(page, locale, 3);
    await page.getByLabel(w.name, { exact: true }).fill(name);
    await page.getByLabel(w.address, { exact: true }).fill('Oudegracht 100');
    await page.getByLabel(w.postalCode, { exact: true }).fill('35 AB');
    await page.getByLabel(w.city, { exact: true }).fill(place.city);
    await page.getByLabel(w.email, { exact: true }).fill('info@werkplaats.example.nl');
    await page.getByLabel(w.phone, { exact: true }).fill('030 123 4567');
    await page.getByLabel(w.meetingRoom, { exact: true }).uncheck();
    await page.getByRole('button', { name: w.toTerms }).click();
    await page.getByRole('alert').filter({ hasText: w.checkFields }).waitFor();
    const postalCode = page.getByLabel(w.postalCode, { exact: true });
    expect(await postalCode.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(w.postalCodeFormat).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('PostalCode');
    expect(await seriousViolations(page)).toEqual([]);
    await postalCode.fill(place.postalCode);
    await page.getByRole('button', { name: w.toTerms }).click();
  }

  /** Steps 4 and 5: the licence terms, the agreement, and the confirmation; the location is pending. */
  async function agreeAndSubmit(
    page: Page,
    locale: Locale,
    name: string,
    email: string,
    placeByPin?: () => Promise<void>,
  ) {
    const w = words[locale];
    await expectStep(page, locale, 4);
    await page.locator('.boarding-terms-body').waitFor();
    await page.getByLabel(w.agree).check();
    await page.getByRole('button', { name: w.submit }).click();
    if (placeByPin) await placeByPin();
    await expectStep(page, locale, 5);
    await page.getByText(w.pending).waitFor();
    await page.getByText(w.statusPending).waitFor();
    // Five steps in all: the indicator shows no sixth, and the last is current.
    const nav = page.getByRole('navigation', { name: w.progress });
    expect(await nav.getByRole('listitem').last().getAttribute('class')).toContain('wizard-step-current');

    const location = await site.db
      .selectFrom('locations')
      .select(['id', 'status', 'postal_code', 'subscription_id', 'latitude'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(location).toMatchObject({
      status: 'pending',
      postal_code: placeByPin ? '4401 AA' : '3511 AB',
      subscription_id: 2,
    });
    // Utrecht's centre by the postal code, else where the pin was put.
    if (placeByPin) expect(location.latitude).not.toBe(52.0907);
    else expect(location.latitude).toBe(52.0907);
    const types = await site.db
      .selectFrom('location_meeting_types')
      .select('meeting_type_id')
      .where('location_id', '=', location.id)
      .orderBy('meeting_type_id')
      .execute();
    expect(types.map((t) => t.meeting_type_id)).toEqual([2, 3]);
    const host = await site.db
      .selectFrom('location_managers as m')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .select(['p.email', 'p.role'])
      .where('m.location_id', '=', location.id)
      .executeTakeFirstOrThrow();
    expect(host).toEqual({ email, role: 'host' });
    const mails = await site.db
      .selectFrom('outbox')
      .select('to_email')
      .where('kind', '=', 'location-submitted-host')
      .where('to_email', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
  }

  it('nl: a new member registers during the flow and boards a location in 5 steps', async () => {
    const context: BrowserContext = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const email = 'nieuwe.host@example.org';
    await chooseLicence(page, 'nl');

    // Step 3 needs a login: going on stays at step 2 and shows the login and registration in place.
    await page.getByRole('button', { name: words.nl.next }).click();
    await page.getByText(words.nl.loginIntro).waitFor();
    await expectStep(page, 'nl', 2);
    await page.getByLabel('Voornaam').fill('Nina');
    await page.getByLabel('Achternaam').fill('Nieuw');
    await page.getByLabel('E-mailadres voor het account').fill(email);
    await page.getByLabel('Ik ga akkoord met de voorwaarden en de privacyverklaring').check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByText(`Bijna klaar: we stuurden een link en een code naar ${email}`).waitFor();

    // The mailed link sets the password (and logs in); back at boarding the wizard goes on at step 3.
    const mail = await site.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+wachtwoord-instellen\?\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.getByLabel('Nieuw wachtwoord').fill('Nieuw-pass-1!');
    await page.getByLabel('Herhaal het wachtwoord').fill('Nieuw-pass-1!');
    await page.getByRole('button', { name: 'Opslaan en inloggen' }).click();
    await page.waitForURL(/\/nl\/mijn\//);
    await page.goto(`${site.baseUrl}${words.nl.path}`);

    await fillLocation(page, 'nl', 'De Werkplaats Oudegracht');
    await agreeAndSubmit(page, 'nl', 'De Werkplaats Oudegracht', email);
    await context.close();
  });

  it('en: a member logs in during the flow and boards a location in 5 steps', async () => {
    const member = await site.db
      .selectFrom('profiles')
      .select('email')
      .where('role', '=', 'member')
      .where('is_activated', '=', 1)
      .where('email', 'not like', '%@example.com')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await chooseLicence(page, 'en');
    await page.getByRole('button', { name: words.en.next }).click();
    await page.getByText(words.en.loginIntro).waitFor();
    await expectStep(page, 'en', 2);
    await page.getByLabel(words.en.loginEmail, { exact: true }).fill(member.email);
    await page.getByLabel(words.en.password, { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: words.en.logIn, exact: true }).click();

    // Logged in: the wizard continues at step 3 by itself. A village the offline geocoder does not
    // know: the API asks for the pin, the form opens its map, a click places it.
    await fillLocation(page, 'en', 'Canal House Workspace', { postalCode: '4401 AA', city: 'Yerseke' });
    await agreeAndSubmit(page, 'en', 'Canal House Workspace', member.email, async () => {
      await stepHeading(page, 'en', 3).waitFor();
      await page.getByRole('alert').filter({ hasText: 'We cannot find this place on the map.' }).waitFor();
      const map = page.locator('.boarding-map .leaflet-container');
      await map.waitFor();
      expect(
        await page
          .getByRole('button', { name: 'Place the pin on the map (optional)' })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      await map.click({ position: { x: 120, y: 90 } });
      await page.getByText(/^The pin is at \d+\.\d+, \d+\.\d+\.$/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.en.toTerms }).click();
      await stepHeading(page, 'en', 4).waitFor();
      await page.getByRole('button', { name: words.en.submit }).click();
    });
    await context.close();
  });
});
