import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { bookNow, chooseFirstSpace, next, nextWeekday, search, type WizardLocale } from './wizard.ts';

/** Whether the page scrolls sideways (its content wider than the window). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('a guest manages a booking with the mailed link in a real browser', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    context = await site.browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => site?.close());

  /** Books a meeting room as a visitor (no account) through the wizard; returns its number. */
  async function bookAsGuest(locale: WizardLocale, guest: { name: string; email: string; meeting: string }) {
    const en = locale === 'en';
    await page.goto(`${site.baseUrl}/${locale}`);
    await search(page, locale, { where: 'Utrecht', date: nextWeekday(3), from: 600, until: 720, people: 2 });
    await chooseFirstSpace(page, locale);
    await next(page, locale, en ? 'Booking info' : 'Boekingsgegevens');
    await page
      .getByLabel(en ? 'Name of the meeting (optional)' : 'Naam van de bijeenkomst (optioneel)')
      .fill(guest.meeting);
    await next(page, locale, en ? 'Contact info' : 'Contactgegevens');
    await page.getByLabel(en ? 'Your name' : 'Je naam').fill(guest.name);
    await page.getByLabel(en ? 'Your e-mail address' : 'Je e-mailadres').fill(guest.email);
    await page
      .getByLabel(en ? 'I accept the booking terms' : 'Ik ga akkoord met de boekingsvoorwaarden')
      .check();
    await next(page, locale, en ? 'Check and book' : 'Controleren en boeken');
    return bookNow(page, locale);
  }

  /** Opens the newest outbox mail to `email` whose subject matches, and returns its text. */
  async function openMail(email: string, subject: RegExp): Promise<string> {
    await page.goto(`${site.baseUrl}/dev/outbox`);
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: subject })
      .first()
      .click();
    return (await page.locator('pre').textContent()) ?? '';
  }

  it('nl: books as a guest, opens the manage link from the confirmation mail, and cancels free of charge', async () => {
    const id = await bookAsGuest('nl', {
      name: 'Gijs Gast',
      email: 'gijs@example.org',
      meeting: 'Gastoverleg',
    });
    const text = await openMail('gijs@example.org', /^Bevestiging van je reservering/);
    expect(text).toContain('Bekijken, verplaatsen, annuleren of downloaden (ook zonder account):');
    await page
      .getByRole('link', { name: new RegExp(`/nl/reservering-beheren/${id}\\?token=${id}\\.`) })
      .click();
    await page.getByRole('heading', { level: 1, name: `Gastoverleg (#${id})` }).waitFor();
    await page.getByText('Totaal incl. btw').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing scrolls sideways on a phone, even at 320 px.
    // (The header folds its menu into a drawer once it has measured the narrower window.)
    await page.setViewportSize({ width: 320, height: 720 });
    await expect.poll(() => overflows(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The change-date dialog offers the opening hours and the new price before confirming.
    await page.getByRole('button', { name: 'Datum wijzigen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Nieuwe prijs: €\s?[\d.,]+ incl\. btw \(nu €\s?[\d.,]+\)\.$/).waitFor();
    const starts = await dialog.getByLabel('Begintijd').locator('option').allTextContents();
    expect(starts).not.toContain('06:00');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sluiten zonder opslaan' }).click();

    await page.getByRole('button', { name: 'Deze reservering annuleren' }).click();
    await page.getByText('Annuleren is kosteloos. Deze reservering annuleren?').waitFor();
    await page.getByRole('button', { name: 'Ja, annuleren' }).click();
    await page.getByText('Deze reservering is geannuleerd: ze kan niet meer worden gewijzigd.').waitFor();
    await page.getByRole('rowheader', { name: 'Kosteloos geannuleerd' }).waitFor();
    // Only what is charged: no options, no old total.
    expect(await page.getByText('Totaal incl. btw').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const row = await site.db
      .selectFrom('reservations')
      .select(['status_id', 'profile_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_id: 3, profile_id: null });
    await openMail('gijs@example.org', /geannuleerd|cancelled/i);

    // A tampered link is refused, with the way to a new one.
    await page.goto(`${site.baseUrl}/nl/reservering-beheren/${id}?token=${id}.${'A'.repeat(43)}`);
    await page.getByRole('alert').filter({ hasText: 'Deze link werkt niet (meer)' }).waitFor();
    await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reservering vinden' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('en: finds the booking by number and e-mail, and sees it under my reservations after registering', async () => {
    const email = 'erin@example.org';
    const id = await bookAsGuest('en', { name: 'Erin Guest', email, meeting: 'Guest planning' });

    // Find my booking, reached from the login page: the same answer for a wrong address, the link
    // mailed for the right one.
    await page.goto(`${site.baseUrl}/en/login`);
    await page
      .locator('p', { hasText: 'Booked without an account?' })
      .getByRole('link', { name: 'Find your booking' })
      .click();
    await page.waitForURL(/\/en\/find-booking$/);
    await page.getByLabel('Reservation number').fill(String(id));
    await page.getByLabel('E-mail address of the booker').fill('someone-else@example.org');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Look up another booking' }).click();
    await page.getByLabel('Reservation number').fill(String(id));
    await page.getByLabel('E-mail address of the booker').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const mailed = await site.db
      .selectFrom('outbox')
      .select('to_email')
      .where('kind', '=', 'reservation-manage-link')
      .execute();
    expect(mailed.map((m) => m.to_email)).toEqual([email]);
    await openMail(email, new RegExp(`^Your link to manage reservation #${id}$`));
    await page.getByRole('link', { name: new RegExp(`/en/manage-booking/${id}\\?token=`) }).click();
    await page.getByRole('heading', { level: 1, name: `Guest planning (#${id})` }).waitFor();
    await page.getByRole('button', { name: 'Download confirmation (PDF)' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Register with the same address and verify it: the booking is the member's.
    await page.goto(`${site.baseUrl}/en/login`);
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Guest');
    await page.getByLabel('E-mail address for the account').fill(email);
    await page.getByLabel('I agree to the terms and the privacy statement').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(/^Almost done/).waitFor();
    const activation = await openMail(email, /^Activate your account$/);
    const pin = /Your code: (\d{6})/.exec(activation)?.[1] as string;
    await page.getByRole('link', { name: /\/en\/set-password\?token=/ }).click();
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('Code from the e-mail').fill(pin);
    await page.getByLabel('New password').fill('Strong-password-1');
    await page.getByLabel('Repeat the password').fill('Strong-password-1');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.waitForURL(/\/en\/my\/reservations$/);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('link', { name: `Guest planning (#${id})` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The member's reservation page and its submenus never scroll sideways at 320 px.
    await page.setViewportSize({ width: 320, height: 720 });
    await upcoming.getByRole('link', { name: `Guest planning (#${id})` }).click();
    await page.getByRole('heading', { level: 1, name: `Guest planning (#${id})` }).waitFor();
    expect(await overflows(page)).toBe(false);
    for (const submenu of ['Contacts', 'Revisions', 'Mail log', 'External links']) {
      await page
        .getByRole('navigation', { name: 'Reservation menu' })
        .getByRole('link', { name: submenu })
        .click();
      await page.getByRole('heading', { level: 2, name: submenu, exact: true }).waitFor();
      expect(await overflows(page), submenu).toBe(false);
    }
    await page.goBack();
    await page.goto(`${site.baseUrl}/en/my/reservations`);
    await upcoming.waitFor();

    // On a phone the filters are folded behind their button.
    await page.setViewportSize({ width: 375, height: 720 });
    const toggle = page.getByRole('button', { name: 'Filter my reservations' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('From date').isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByLabel('From date').isVisible()).toBe(true);
    expect(await overflows(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
