import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { nextWeekday, search, type WizardLocale } from './wizard.ts';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    spaces: 'Ruimtes',
    add: 'Ruimte toevoegen',
    newSpace: 'Nieuwe ruimte',
    nameNl: 'Naam (Nederlands)',
    nameEn: 'Naam (Engels)',
    capacity: 'Capaciteit (personen)',
    maxOf: (name: string) => `Maximaal aantal plaatsen voor ${name}`,
    minOf: (name: string) => `Minimaal aantal plaatsen voor ${name}`,
    addSetting: 'Opstelling toevoegen',
    setting2: 'Opstelling 2',
    price: 'Prijs excl. btw',
    vat: 'Btw-tarief',
    create: 'Ruimte toevoegen',
    saved: 'De ruimte is opgeslagen.',
    options: 'Opties',
    addOption: 'Optie toevoegen',
    editOption: 'Optie wijzigen',
    removeOption: 'Optie verwijderen',
    confirmRemove: (name: string) => `${name} verwijderen?`,
    save: 'Opslaan',
    notAmount: 'Vul een bedrag in hele centen in (hoogstens twee decimalen).',
    notANumber: 'Vul hier een getal in (een bedrag als 25,50).',
    packages: 'Arrangementen',
    addVoucher: 'Voucher toevoegen',
    choose: (name: string) => `Kies ${name}`,
    meeting: 'Vergadering',
    uShape: 'U-vorm',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    spaces: 'Spaces',
    add: 'Add a space',
    newSpace: 'New space',
    nameNl: 'Name (Dutch)',
    nameEn: 'Name (English)',
    capacity: 'Capacity (people)',
    maxOf: (name: string) => `Maximum seats for ${name}`,
    minOf: (name: string) => `Minimum seats for ${name}`,
    addSetting: 'Add a setting',
    setting2: 'Setting 2',
    price: 'Price excl. VAT',
    vat: 'VAT rate',
    create: 'Add space',
    saved: 'The space is saved.',
    options: 'Options',
    addOption: 'Add an option',
    editOption: 'Change option',
    removeOption: 'Delete option',
    confirmRemove: (name: string) => `Delete ${name}?`,
    save: 'Save',
    notAmount: 'Enter an amount in whole cents (at most two decimals).',
    notANumber: 'Enter a number here (an amount as 25.50 or 25,50).',
    packages: 'Packages',
    addVoucher: 'Add a voucher',
    choose: (name: string) => `Choose ${name}`,
    meeting: 'Meeting',
    uShape: 'U-shape',
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

/** A page of the host area is clean: no serious axe finding, no sideways scrolling at 375 and 1440 px. */
async function checkPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page, 375)).toBe(false);
  expect(await scrollsSideways(page, 1440)).toBe(false);
}

/** The first live location host@example.com manages that offers meeting rooms, with its name. */
async function hostLocation(site: Site) {
  return site.db
    .selectFrom('location_managers as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .innerJoin('location_meeting_types as mt', 'mt.location_id', 'l.id')
    .select(['l.id', 'l.name', 'l.address'])
    .where('p.email', '=', 'host@example.com')
    .where('m.is_active', '=', 1)
    .where('l.status', '=', 'live')
    .where('mt.meeting_type_id', '=', 1)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
}

const spacesPath = (locale: WizardLocale, id: number) =>
  locale === 'nl' ? `/nl/host/locaties/${id}/ruimtes` : `/en/host/locations/${id}/spaces`;

/**
 * The host adds a meeting room (two settings, a price) to its location through the pages, then a
 * visitor's search for that location and day offers it at that price; axe and both widths on every
 * host page on the way.
 */
async function addRoomThenFindIt(
  site: Site,
  locale: WizardLocale,
  room: { nl: string; en: string; price: string; perPerson: string; total: string },
) {
  const w = words[locale];
  const location = await hostLocation(site);
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${spacesPath(locale, location.id)}`);
  await page.getByLabel(w.email, { exact: true }).fill('host@example.com');
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${w.spaces}`) }).waitFor();
  await page.getByRole('table').waitFor();
  await checkPage(page);

  await page.getByRole('link', { name: w.add }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${w.newSpace}`) }).waitFor();
  await page.getByLabel(w.nameNl, { exact: true }).fill(room.nl);
  await page.getByLabel(w.nameEn, { exact: true }).fill(room.en);
  await page.getByLabel(w.capacity, { exact: true }).fill('14');
  await page.getByLabel(w.maxOf(w.meeting), { exact: true }).fill('14');
  await page.getByRole('button', { name: w.addSetting }).click();
  await page.getByLabel(w.setting2, { exact: true }).selectOption('9');
  await page.getByLabel(w.minOf(w.uShape), { exact: true }).fill('2');
  await page.getByLabel(w.maxOf(w.uShape), { exact: true }).fill('12');
  await page.getByLabel(w.price, { exact: true }).fill(room.price);
  await page.getByLabel(w.vat, { exact: true }).selectOption('21');
  await checkPage(page);
  await page.getByRole('button', { name: w.create, exact: true }).click();
  await page.getByText(w.saved).waitFor();
  await page.waitForURL(/\/\d+$/);
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^${locale === 'nl' ? room.nl : room.en}`) })
    .waitFor();
  await checkPage(page);

  const saved = await site.db
    .selectFrom('spaces')
    .select(['id', 'price_cents', 'capacity', 'is_active'])
    .where('location_id', '=', location.id)
    .where('name_nl', '=', room.nl)
    .executeTakeFirstOrThrow();
  expect(saved).toMatchObject({ capacity: 14, is_active: 1 });

  // The other pages of what the location sells: options (and its dialog), packages with vouchers.
  await page
    .getByRole('navigation', { name: new RegExp(location.name) })
    .getByRole('link', { name: w.options, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${w.options}`) }).waitFor();
  await checkPage(page);
  await page.getByRole('button', { name: w.addOption }).click();
  const dialog = page.getByRole('dialog', { name: w.addOption });
  await dialog.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(w.nameNl, { exact: true }).fill(`${room.nl} koffie`);
  await dialog.getByLabel(w.price, { exact: true }).fill('2,5x');
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  await dialog.getByText(w.notANumber).waitFor();
  await dialog.getByLabel(w.price, { exact: true }).fill(locale === 'nl' ? '2,555' : '2.555');
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  await dialog.getByText(w.notAmount).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(w.price, { exact: true }).fill(locale === 'nl' ? '2,50' : '2.50');
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const optionRow = page.getByRole('row').filter({ hasText: `${room.nl} koffie` });
  await optionRow.getByText('€ 2,50').waitFor();
  expect(await scrollsSideways(page, 375)).toBe(false);
  await optionRow.getByRole('button', { name: `${room.nl} koffie` }).click();
  await page
    .getByRole('dialog', { name: w.editOption })
    .getByRole('button', { name: w.removeOption })
    .click();
  const confirm = page.getByRole('dialog', { name: w.confirmRemove(`${room.nl} koffie`) });
  await confirm.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: w.removeOption }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await optionRow.waitFor({ state: 'detached' });
  await page
    .getByRole('navigation', { name: new RegExp(location.name) })
    .getByRole('link', { name: w.packages, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${w.packages}`) }).waitFor();
  await page.getByRole('button', { name: w.addVoucher }).waitFor();
  await checkPage(page);
  await context.close();

  // A visitor searches that location on a weekday: the new room is offered at its price.
  const visitor = await site.browser.newContext();
  const search2 = await visitor.newPage();
  await search2.goto(`${site.baseUrl}/${locale}`);
  await search(search2, locale, {
    where: location.name,
    date: nextWeekday(3),
    from: 600,
    until: 720,
    people: 4,
  });
  await search2
    .getByRole('listitem')
    .filter({ hasText: location.address })
    .getByRole('button', { name: w.choose(location.name) })
    .click();
  const name = locale === 'nl' ? room.nl : room.en;
  const card = search2
    .getByRole('listitem')
    .filter({ has: search2.getByRole('heading', { level: 3, name }) });
  await card.first().waitFor();
  const text = (await card.first().innerText()).replace(/\s/g, ' ');
  expect(text).toContain(room.total);
  expect(text).toContain(room.perPerson);
  expect(await seriousViolations(search2)).toEqual([]);
  await visitor.close();
}

describe('a host adds a space that visitors find', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  it('nl: adds a meeting room with settings and a price; a search for that location and day offers it at that price', async () => {
    await addRoomThenFindIt(site, 'nl', {
      nl: 'Zaal Morgenrood',
      en: 'Dawn Room',
      price: '37,50',
      perPerson: '€ 37,50',
      total: '€ 150,00',
    });
  });

  it('en: adds a meeting room with settings and a price; a search for that location and day offers it at that price', async () => {
    await addRoomThenFindIt(site, 'en', {
      nl: 'Zaal Avondrood',
      en: 'Dusk Room',
      price: '42.25',
      perPerson: '€ 42,25',
      total: '€ 169,00',
    });
  });
});
