import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { bookNow, chooseFirstSpace, next, nextWeekday, search, type WizardLocale } from './wizard.ts';

/**
 * The test provider's checkout page, rendered by the API (not the web app) at a root path. Its
 * exact words come from the API's test provider: they are kept here, in one place, to change them
 * easily. The buttons are matched in either language.
 */
const PROVIDER = {
  url: /\/test-provider\/checkout\//,
  paid: /^(Betaald|Paid)$/,
  failed: /^(Mislukt|Failed)$/,
  canceled: /^(Geannuleerd|Cancell?ed)$/,
  expired: /^(Verlopen|Expired)$/,
  submit: /^(Bevestigen|Confirm)$/,
} as const;

/** The provider's notice may reach the API a moment after the payer comes back: the done page waits up to 30 s. */
const RESULT_TIMEOUT_MS = 40_000;

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    details: 'Boekingsgegevens',
    contact: 'Contactgegevens',
    confirm: 'Controleren en boeken',
    terms: 'Ik ga akkoord met de boekingsvoorwaarden',
    asMember: 'Je boekt als',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    details: 'Booking info',
    contact: 'Contact info',
    confirm: 'Check and book',
    terms: 'I accept the booking terms',
    asMember: 'You book as',
  },
} as const;

/** Logs in as the demo member on a members-only page (`path`), which then shows its `heading`. */
async function logIn(page: Page, site: Site, locale: WizardLocale, path: string, heading: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill('booker@example.com');
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Books a room as the logged-in member through the wizard; returns its number (the booked view is shown). */
async function bookAsMember(page: Page, site: Site, locale: WizardLocale, weekday: number, from: number) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}/${locale}`);
  await search(page, locale, {
    where: 'Utrecht',
    date: nextWeekday(weekday),
    from,
    until: from + 120,
    people: 2,
  });
  await chooseFirstSpace(page, locale);
  await next(page, locale, w.details);
  await next(page, locale, w.contact);
  await page.getByText(w.asMember).waitFor();
  await page.getByLabel(w.terms).check();
  await next(page, locale, w.confirm);
  return bookNow(page, locale);
}

/** At the test provider's checkout: chooses the outcome and comes back to the done page. */
async function atProvider(page: Page, outcome: 'paid' | 'failed' | 'canceled' | 'expired') {
  await page.waitForURL(PROVIDER.url);
  await page.getByRole('radio', { name: PROVIDER[outcome] }).check();
  await page.getByRole('button', { name: PROVIDER.submit }).click();
  await page.waitForURL(/\/(betaal|pay)\/[\w-]+\/(klaar|done)$/);
}

/** An amount as the site writes it ('€ 2.240,00') in euros. */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  // Measured once the narrow layout is painted; a sub-pixel edge (scrollWidth rounds up) is not a scroll.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1280, height: 800 });
  return overflow;
}

describe('paying in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  it('nl: books as the member, a failed payment offers a retry, pays through the provider, sees the reservation paid and its invoice PDF', async () => {
    const context = await site.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, site, 'nl', '/nl/mijn/facturen', 'Mijn facturen');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 320)).toBe(false);

    const id = await bookAsMember(page, site, 'nl', 2, 540);
    await page.getByRole('button', { name: 'Nu betalen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // First attempt fails at the provider: the done page says so and offers a retry.
    await page.getByRole('button', { name: 'Nu betalen' }).click();
    await atProvider(page, 'failed');
    await page
      .getByRole('heading', { level: 1, name: /^Betaling (geannuleerd|verlopen)$/ })
      .waitFor({ timeout: RESULT_TIMEOUT_MS });
    expect(await seriousViolations(page)).toEqual([]);
    const retry = page.getByRole('button', { name: /^Opnieuw proberen: € .* betalen$/ });
    await retry.waitFor();

    // The retry goes back to the provider; this time it is paid.
    await retry.click();
    await atProvider(page, 'paid');
    await page
      .getByRole('heading', { level: 1, name: 'Betaling ontvangen' })
      .waitFor({ timeout: RESULT_TIMEOUT_MS });
    expect(await seriousViolations(page)).toEqual([]);

    // On to the reservation's payments: nothing open, the payment paid.
    await page.getByRole('link', { name: `Naar reservering ${id}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Betalingen', exact: true }).waitFor();
    await page.getByText('Er staat niets open: deze reservering is betaald.').waitFor();
    await page.getByRole('cell', { name: 'Betaald', exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Paying issues the invoice: the invoice submenu links it and downloads its PDF.
    await page
      .getByRole('navigation', { name: 'Menu van de reservering' })
      .getByRole('link', { name: 'Factuur', exact: true })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Factuur', exact: true }).waitFor();
    const pdfButton = page.getByRole('button', { name: /^Factuur .+ downloaden \(PDF\)$/ });
    await pdfButton.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // The invoice page: lines, totals, nothing open, and the PDF again.
    await page
      .getByRole('link', { name: /^Factuur .+$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Factuur / }).waitFor();
    await page.getByRole('button', { name: 'PDF downloaden' }).waitFor();
    expect(await page.getByRole('button', { name: /online betalen$/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);

    // My invoices lists it.
    await page.getByRole('link', { name: 'Al mijn facturen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mijn facturen' }).waitFor();
    await page.getByRole('table', { name: 'Je facturen' }).waitFor();
    expect(await page.getByRole('table', { name: 'Je facturen' }).getByRole('row').count()).toBeGreaterThan(
      1,
    );

    // Cancelled free of charge (a week ahead): the payment goes back, the payments submenu says so
    // at once, and the refund job sends it to the provider.
    await page.goto(`${site.baseUrl}/nl/mijn/reserveringen/${id}`);
    await page.getByRole('button', { name: 'Deze reservering annuleren' }).click();
    await page.getByText('Annuleren is kosteloos. Deze reservering annuleren?').waitFor();
    await page.getByRole('button', { name: 'Ja, annuleren' }).click();
    await page
      .getByText(/^Deze reservering is geannuleerd/)
      .first()
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Menu van de reservering' })
      .getByRole('link', { name: 'Betalingen', exact: true })
      .click();
    await page.getByText(/€\s?[\d.,]+ terugbetaald/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const refunds = () =>
      site.db
        .selectFrom('payment_refunds')
        .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
        .select('payment_refunds.status')
        .where('payments.reservation_id', '=', id)
        .execute();
    await expect
      .poll(async () => (await refunds()).map((r) => r.status), { timeout: 60_000 })
      .toEqual(['sent']);
    await context.close();
  });

  it('en: buys credits through the provider, sees them in the wallet, and pays a second booking with them', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await logIn(page, site, 'en', '/en/my/credits', 'My credits');
    expect(await seriousViolations(page)).toEqual([]);

    // Buy credits: on to the provider, paid, back on the done page, on to my credits.
    const balance = page.locator('p.balance strong');
    const before = euros(await balance.innerText());
    await page.getByLabel('Number of credits').fill('2000');
    await page.getByText('2000 credits for').waitFor();
    await page.getByRole('button', { name: 'Buy and pay' }).click();
    await atProvider(page, 'paid');
    await page
      .getByRole('heading', { level: 1, name: 'Payment received' })
      .waitFor({ timeout: RESULT_TIMEOUT_MS });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to my credits' }).click();
    await page.getByRole('heading', { level: 1, name: 'My credits' }).waitFor();
    await expect.poll(async () => euros(await balance.innerText())).toBe(before + 2000);

    // The wallet: its address, and the purchase in its history.
    await page.getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My wallet' }).waitFor();
    await page.getByRole('table', { name: 'History' }).getByText('Bought').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 320)).toBe(false);

    // A second booking, paid with credits from its payments submenu, after confirming.
    await bookAsMember(page, site, 'en', 4, 600);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open the reservation' }).click();
    await page
      .getByRole('navigation', { name: 'Reservation menu' })
      .getByRole('link', { name: 'Payments', exact: true })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Payments', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay with credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with credits' });
    await dialog.getByText(/^Your balance: /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Pay .+ with credits$/ }).click();
    await page.getByText('Nothing is open: this reservation has been paid.').waitFor();
    await page.getByRole('cell', { name: 'With credits' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
