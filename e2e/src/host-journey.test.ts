import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { startVenueSite, type VenueSite } from './venue-site.ts';
import { nextWeekday, wizardWords } from './wizard.ts';

/**
 * Issue 17's whole host journey in one chain, in Dutch and in English: a brand-new member registers in place while
 * boarding a location in 5 steps, the administrator approves it, the new host adds opening hours and
 * a meeting room with a setting and a price, makes a widget, a venue page on another origin embeds
 * it, a visitor books the room there as a guest, and the host sees the booking in the calendar.
 * Each part has its own detailed test (boarding, admin, host-venue, host-offerings, widget,
 * host-bookings); this one checks that they fit together for a location that did not exist before.
 */

const PASSWORD = 'Nieuw-pass-1!';

/** The pages' words along the way (each feature's nl and en catalogs), and each run's own names. */
const words = {
  nl: {
    location: 'Zalen aan de Vaart',
    hostEmail: 'vaart.host@example.org',
    firstName: 'Vera',
    room: { nl: 'Zaal Vaartzicht', en: 'Canal View Room', price: '40,00' },
    guest: { name: 'Bas Bezoeker', email: 'bas@example.org' },
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    boarding: '/nl/locatie-toevoegen',
    progress: 'Stappen om je locatie toe te voegen',
    titles: ['Kies je licentie', 'Bevestig je keuze', 'Je locatie', 'Voorwaarden', 'Je locatie is aangemeld'],
    choose: 'Kies Seats2meet',
    next: 'Verder: je locatie',
    loginIntro: /^Om je locatie toe te voegen heb je een account nodig/,
    regFirst: 'Voornaam',
    regLast: 'Achternaam',
    regEmail: 'E-mailadres voor het account',
    regTerms: 'Ik ga akkoord met de voorwaarden en de privacyverklaring',
    regSubmit: 'Account aanmaken',
    regSent: (email: string) => `Bijna klaar: we stuurden een link en een code naar ${email}`,
    setPasswordLink: /https?:\/\/\S+\/nl\/wachtwoord-instellen\?\S+/,
    newPassword: 'Nieuw wachtwoord',
    repeatPassword: 'Herhaal het wachtwoord',
    savePassword: 'Opslaan en inloggen',
    mine: /\/nl\/mijn\//,
    name: 'Naam van de locatie',
    address: 'Straat en huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    locationEmail: 'E-mailadres van de locatie',
    phone: 'Telefoonnummer',
    meetingRoom: 'Vergaderruimte',
    toTerms: 'Verder: de voorwaarden',
    agree: 'Ik ga akkoord met de licentievoorwaarden',
    submit: 'Voeg mijn locatie toe',
    pending: /wacht nu op goedkeuring door ons team/,
    admin: '/nl/beheer',
    adminTitle: /^Beheer$/,
    queue: 'Wachtrij voor goedkeuring',
    approve: 'Goedkeuren',
    confirmApprove: 'Goedkeuren en live zetten',
    hours: /^Openingstijden/,
    wednesday: 'Woensdag',
    wednesdayFrom: 'Woensdag vanaf',
    wednesdayTo: 'Woensdag tot',
    saveHours: 'Openingstijden opslaan',
    hoursSaved: 'De openingstijden zijn opgeslagen.',
    spaces: /^Ruimtes/,
    addSpace: 'Ruimte toevoegen',
    createSpace: 'Ruimte toevoegen',
    newSpace: /^Nieuwe ruimte/,
    nameNl: 'Naam (Nederlands)',
    nameEn: 'Naam (Engels)',
    capacity: 'Capaciteit (personen)',
    maxMeeting: 'Maximaal aantal plaatsen voor Vergadering',
    addSetting: 'Opstelling toevoegen',
    setting2: 'Opstelling 2',
    minUShape: 'Minimaal aantal plaatsen voor U-vorm',
    maxUShape: 'Maximaal aantal plaatsen voor U-vorm',
    price: 'Prijs excl. btw',
    vat: 'Btw-tarief',
    spaceSaved: 'De ruimte is opgeslagen.',
    widgetName: 'Onze website',
    widgetNameLabel: 'Naam',
    widgetLocation: 'Locatie',
    createWidget: 'Widget maken',
    widgetTitle: 'Widget Onze website',
    optionsStep: 'De stap faciliteiten en arrangementen',
    guestsOnly: 'Alleen boeken zonder account',
    save: 'Opslaan',
    saved: 'Opgeslagen.',
    snippet: 'Code',
    bookAt: (name: string) => `Boeken bij ${name}`,
    details: 'Boekingsgegevens',
    contact: 'Contactgegevens',
    confirm: 'Controleren en boeken',
    calendar: 'Boekingen op mijn locaties',
    grid: /^Agenda van /,
    booking: '/host/boekingen/',
  },
  en: {
    location: 'Harbour Rooms',
    hostEmail: 'harbour.host@example.org',
    firstName: 'Harry',
    room: { nl: 'Zaal Havenzicht', en: 'Harbour View Room', price: '40.00' },
    guest: { name: 'Gina Guest', email: 'gina@example.org' },
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    boarding: '/en/add-location',
    progress: 'Steps to add your location',
    titles: [
      'Choose your licence',
      'Confirm your choice',
      'Your location',
      'Terms and conditions',
      'Your location has been submitted',
    ],
    choose: 'Choose Seats2meet',
    next: 'Next: your location',
    loginIntro: /^To add your location you need an account/,
    regFirst: 'First name',
    regLast: 'Last name',
    regEmail: 'E-mail address for the account',
    regTerms: 'I agree to the terms and the privacy statement',
    regSubmit: 'Create account',
    regSent: (email: string) => `Almost done: we sent a link and a code to ${email}`,
    setPasswordLink: /https?:\/\/\S+\/en\/set-password\?\S+/,
    newPassword: 'New password',
    repeatPassword: 'Repeat the password',
    savePassword: 'Save and log in',
    mine: /\/en\/my\//,
    name: 'Name of the location',
    address: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    locationEmail: 'E-mail address of the location',
    phone: 'Phone number',
    meetingRoom: 'Meeting room',
    toTerms: 'Next: the terms',
    agree: 'I agree to the licence terms',
    submit: 'Add my location',
    pending: /now awaits approval by our team/,
    admin: '/en/admin',
    adminTitle: /^Administration$/,
    queue: 'Approval queue',
    approve: 'Approve',
    confirmApprove: 'Approve and put live',
    hours: /^Opening hours/,
    wednesday: 'Wednesday',
    wednesdayFrom: 'Wednesday from',
    wednesdayTo: 'Wednesday until',
    saveHours: 'Save opening hours',
    hoursSaved: 'The opening hours have been saved.',
    spaces: /^Spaces/,
    addSpace: 'Add a space',
    createSpace: 'Add space',
    newSpace: /^New space/,
    nameNl: 'Name (Dutch)',
    nameEn: 'Name (English)',
    capacity: 'Capacity (people)',
    maxMeeting: 'Maximum seats for Meeting',
    addSetting: 'Add a setting',
    setting2: 'Setting 2',
    minUShape: 'Minimum seats for U-shape',
    maxUShape: 'Maximum seats for U-shape',
    price: 'Price excl. VAT',
    vat: 'VAT rate',
    spaceSaved: 'The space is saved.',
    widgetName: 'Our website',
    widgetNameLabel: 'Name',
    widgetLocation: 'Location',
    createWidget: 'Create widget',
    widgetTitle: 'Widget Our website',
    optionsStep: 'The amenities and packages step',
    guestsOnly: 'Book without an account only',
    save: 'Save',
    saved: 'Saved.',
    snippet: 'Snippet',
    bookAt: (name: string) => `Book at ${name}`,
    details: 'Booking info',
    contact: 'Contact info',
    confirm: 'Check and book',
    calendar: 'Bookings at my locations',
    grid: /^Calendar of /,
    booking: '/host/bookings/',
  },
} as const;
type Locale = keyof typeof words;

const venuePage = (locale: Locale, name: string, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${name}</title></head><body><h1>${name}</h1><p>Meet by the water.</p>${body}</body></html>`;

describe("issue 17's host journey in a real browser", () => {
  let site: Site;
  const venuePages: Record<string, string> = {};
  let venue: VenueSite | undefined;
  beforeAll(async () => {
    site = await startSite();
    venue = await startVenueSite(venuePages);
  });
  afterAll(async () => {
    venue?.server.close();
    await site?.close();
  });

  const newPage = async () =>
    (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  /** Logs in on a members-only page, which then shows `heading`. */
  async function logIn(
    page: Page,
    locale: Locale,
    path: string,
    email: string,
    password: string,
    heading: RegExp,
  ) {
    const w = words[locale];
    await page.goto(`${site.baseUrl}${path}`);
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: w.logIn, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  /** Boarding in 5 steps by a brand-new member, who registers in place at step 2. */
  async function board(locale: Locale): Promise<number> {
    const w = words[locale];
    const member = await newPage();
    const progress = member.getByRole('navigation', { name: w.progress });
    const atStep = async (step: number) => {
      await member.getByRole('heading', { level: 2, name: w.titles[step - 1] }).waitFor();
      expect(await progress.getByRole('listitem').count()).toBe(5);
      expect(await progress.locator('[aria-current="step"]').textContent()).toContain(String(step));
    };
    await member.goto(`${site.baseUrl}${w.boarding}`);
    await atStep(1);
    await member.getByRole('button', { name: w.choose }).click();
    await atStep(2);
    await member.getByRole('button', { name: w.next }).click();
    await member.getByText(w.loginIntro).waitFor();
    await member.getByLabel(w.regFirst).fill(w.firstName);
    await member.getByLabel(w.regLast).fill('Nieuw');
    await member.getByLabel(w.regEmail).fill(w.hostEmail);
    await member.getByLabel(w.regTerms).check();
    await member.getByRole('button', { name: w.regSubmit }).click();
    await member.getByText(w.regSent(w.hostEmail)).waitFor();
    const mail = await site.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', w.hostEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = w.setPasswordLink.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    await member.goto(link as string);
    await member.getByLabel(w.newPassword).fill(PASSWORD);
    await member.getByLabel(w.repeatPassword).fill(PASSWORD);
    await member.getByRole('button', { name: w.savePassword }).click();
    await member.waitForURL(w.mine);
    await member.goto(`${site.baseUrl}${w.boarding}`);
    // Logged in now: the wizard goes on at step 3.
    await atStep(3);
    await member.getByLabel(w.name, { exact: true }).fill(w.location);
    await member.getByLabel(w.address, { exact: true }).fill('Vaartsche Rijn 12');
    await member.getByLabel(w.postalCode, { exact: true }).fill('3512 VK');
    await member.getByLabel(w.city, { exact: true }).fill('Utrecht');
    await member.getByLabel(w.locationEmail, { exact: true }).fill('info@vaart.example.nl');
    await member.getByLabel(w.phone, { exact: true }).fill('030 765 4321');
    expect(await member.getByLabel(w.meetingRoom, { exact: true }).isChecked()).toBe(true);
    await member.getByRole('button', { name: w.toTerms }).click();
    await atStep(4);
    await member.getByLabel(w.agree).check();
    await member.getByRole('button', { name: w.submit }).click();
    await atStep(5);
    await member.getByText(w.pending).waitFor();
    const location = await site.db
      .selectFrom('locations')
      .select(['id', 'status'])
      .where('name', '=', w.location)
      .executeTakeFirstOrThrow();
    expect(location.status).toBe('pending');
    await member.context().close();
    return location.id;
  }

  /** admin@example.com approves the location from the queue in the administration. */
  async function approve(locale: Locale, locationId: number) {
    const w = words[locale];
    const admin = await newPage();
    await logIn(admin, locale, w.admin, 'admin@example.com', 'E2e-pass-1!', w.adminTitle);
    await admin.getByRole('heading', { level: 2, name: w.queue }).waitFor();
    await admin.getByRole('link', { name: w.location, exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: w.location }).waitFor();
    await admin.getByRole('button', { name: w.approve, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: w.confirmApprove }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (
            await site.db
              .selectFrom('locations')
              .select('status')
              .where('id', '=', locationId)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('live');
    await admin.context().close();
  }

  /** The new host opens on Wednesdays, adds a meeting room (a setting, a price) and a widget: its snippet. */
  async function setUp(host: Page, locale: Locale, locationId: number): Promise<string> {
    const w = words[locale];
    const hoursPath = localizedPath('host-location-hours', locale, { locationId });
    await logIn(host, locale, hoursPath, w.hostEmail, PASSWORD, w.hours);
    // A just-boarded location has no hours yet: without these the visitor would find nothing.
    const hoursOf = () =>
      site.db
        .selectFrom('opening_hours')
        .select(['meeting_type_id', 'weekday', 'open_minutes', 'close_minutes'])
        .where('location_id', '=', locationId)
        .execute();
    expect(await hoursOf()).toEqual([]);
    const rooms = host.getByRole('group', { name: w.meetingRoom });
    await rooms.getByRole('checkbox', { name: w.wednesday }).check();
    await rooms.getByLabel(w.wednesdayFrom).fill('08:00');
    await rooms.getByLabel(w.wednesdayTo).fill('18:00');
    await host.getByRole('button', { name: w.saveHours }).click();
    await host.getByRole('status').filter({ hasText: w.hoursSaved }).first().waitFor();
    expect(await hoursOf()).toEqual([
      { meeting_type_id: 1, weekday: 3, open_minutes: 480, close_minutes: 1080 },
    ]);
    expect(await seriousViolations(host)).toEqual([]);

    await host.goto(`${site.baseUrl}${localizedPath('host-location-spaces', locale, { locationId })}`);
    await host.getByRole('heading', { level: 1, name: w.spaces }).waitFor();
    // The spaces page of a location without spaces yet.
    expect(await seriousViolations(host)).toEqual([]);
    await host.getByRole('link', { name: w.addSpace }).click();
    await host.getByRole('heading', { level: 1, name: w.newSpace }).waitFor();
    await host.getByLabel(w.nameNl, { exact: true }).fill(w.room.nl);
    await host.getByLabel(w.nameEn, { exact: true }).fill(w.room.en);
    await host.getByLabel(w.capacity, { exact: true }).fill('12');
    await host.getByLabel(w.maxMeeting, { exact: true }).fill('12');
    await host.getByRole('button', { name: w.addSetting }).click();
    await host.getByLabel(w.setting2, { exact: true }).selectOption('9');
    await host.getByLabel(w.minUShape, { exact: true }).fill('2');
    await host.getByLabel(w.maxUShape, { exact: true }).fill('10');
    await host.getByLabel(w.price, { exact: true }).fill(w.room.price);
    await host.getByLabel(w.vat, { exact: true }).selectOption('21');
    await host.getByRole('button', { name: w.createSpace, exact: true }).click();
    await host.getByText(w.spaceSaved).waitFor();
    await host.getByRole('heading', { level: 1, name: new RegExp(`^${w.room[locale]}`) }).waitFor();
    const space = await site.db
      .selectFrom('spaces')
      .select(['capacity', 'is_active'])
      .where('location_id', '=', locationId)
      .where('name_nl', '=', w.room.nl)
      .executeTakeFirstOrThrow();
    expect(space).toEqual({ capacity: 12, is_active: 1 });

    await host.goto(`${site.baseUrl}${localizedPath('host-widgets', locale)}`);
    await host.getByRole('heading', { level: 1, name: 'Widgets' }).waitFor();
    await host.getByLabel(w.widgetNameLabel, { exact: true }).fill(w.widgetName);
    expect(
      await host.getByLabel(w.widgetLocation, { exact: true }).locator('option:checked').textContent(),
    ).toBe(w.location);
    await host.getByRole('button', { name: w.createWidget }).click();
    await host.getByRole('heading', { level: 1, name: w.widgetTitle }).waitFor();
    await host.getByLabel(w.optionsStep).uncheck();
    await host.getByLabel(w.guestsOnly).check();
    await host.getByRole('button', { name: w.save, exact: true }).click();
    await host.getByText(w.saved).or(host.getByRole('alert')).first().waitFor();
    expect(await host.getByRole('alert').allTextContents()).toEqual([]);
    const snippet = await host.getByLabel(w.snippet, { exact: true }).first().inputValue();
    expect(snippet).toMatch(
      new RegExp(`^<div data-s2m-widget="[\\w-]{32}" data-language="${locale}"></div>\\n<script `),
    );
    return snippet;
  }

  /** A visitor of the venue's own page books the room through the widget as a guest: the number. */
  async function bookThroughWidget(locale: Locale, locationId: number, snippet: string, date: string) {
    const w = words[locale];
    const ww = wizardWords(locale);
    venuePages[`/${locale}.html`] = venuePage(locale, w.location, snippet);
    const visitor = await newPage();
    await visitor.goto(`${venue?.url}/${locale}.html`);
    const frame = visitor.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: w.bookAt(w.location) }).waitFor();
    await frame.getByLabel(ww.date, { exact: true }).fill(date);
    await frame.getByLabel(ww.from, { exact: true }).selectOption('600');
    await frame.getByLabel(ww.until, { exact: true }).selectOption('720');
    await frame.getByLabel(ww.people, { exact: true }).fill('6');
    await frame.getByRole('button', { name: ww.search, exact: true }).click();
    const room = frame
      .getByRole('listitem')
      .filter({ has: frame.getByRole('heading', { name: w.room[locale] }) })
      .first();
    await room.waitFor();
    // € 40,00 a person, 6 people.
    expect((await room.innerText()).replace(/\s/g, ' ')).toContain('€ 240,00');
    expect(await seriousViolations(visitor)).toEqual([]);
    await room.getByRole('button', { name: ww.book }).click();
    await frame.getByRole('heading', { level: 2, name: w.details }).waitFor();
    await frame.getByRole('button', { name: ww.next, exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: w.contact }).waitFor();
    await frame.getByLabel(ww.name, { exact: true }).fill(w.guest.name);
    await frame.getByLabel(ww.email, { exact: true }).fill(w.guest.email);
    await frame.getByLabel(ww.terms).check();
    await frame.getByRole('button', { name: ww.next, exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: w.confirm }).waitFor();
    await frame.getByRole('button', { name: ww.bookNow }).click();
    await frame.getByRole('heading', { name: ww.booked }).waitFor();
    const number = Number(ww.number.exec((await frame.getByText(ww.number).textContent()) ?? '')?.[1]);
    const reservation = await site.db
      .selectFrom('reservations')
      .select(['location_id', 'status_id'])
      .where('id', '=', number)
      .executeTakeFirstOrThrow();
    expect(reservation).toEqual({ location_id: locationId, status_id: 2 });
    await visitor.context().close();
    return number;
  }

  /** The host finds the booking in the calendar of that week and opens it. */
  async function seeInCalendar(host: Page, locale: Locale, date: string, number: number) {
    const w = words[locale];
    await host.goto(`${site.baseUrl}${localizedPath('host-bookings', locale)}?date=${date}`);
    await host.getByRole('heading', { level: 1, name: w.calendar }).waitFor();
    const block = host
      .getByRole('region', { name: w.grid })
      .getByRole('link')
      .filter({ hasText: w.guest.name });
    await block.first().waitFor();
    expect(await block.first().textContent()).toContain('10:00');
    expect(await seriousViolations(host)).toEqual([]);
    await block.first().click();
    await host.waitForURL(new RegExp(`${w.booking}${number}$`));
    await host.getByText(w.guest.email).first().waitFor();
  }

  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: a new member boards a location, the admin approves it, the host adds hours, a room and a widget, a visitor books through it on another site, the host sees it`, async () => {
      const locationId = await board(locale);
      await approve(locale, locationId);
      const host = await newPage();
      const snippet = await setUp(host, locale, locationId);
      const date = nextWeekday(3);
      const number = await bookThroughWidget(locale, locationId, snippet, date);
      await seeInCalendar(host, locale, date, number);
      await host.context().close();
    });
  }
});
