import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { chooseFirstSpace, next, nextWeekday, search } from './wizard.ts';

const words = {
  nl: {
    form: 'Zoek een ruimte',
    date: 'Datum',
    from: 'Van',
    until: 'Tot',
    where: 'Waar',
    people: 'Personen',
    search: 'Zoeken',
    change: 'Wijzigen',
    choose: /^Kies /,
  },
  en: {
    form: 'Search a space',
    date: 'Date',
    from: 'From',
    until: 'Until',
    where: 'Where',
    people: 'People',
    search: 'Search',
    change: 'Change',
    choose: /^Choose /,
  },
} as const;

/** Whether the page scrolls sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('search defaults, verdicts and the booking summary in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    it(`at 16:00 a date two weeks ahead proposes business hours, and the results take the focus (${locale})`, async () => {
      const w = words[locale];
      const page = await (await site.browser.newContext()).newPage();
      page.setDefaultTimeout(15_000);
      // 16:00 in the Netherlands (UTC+1 in winter) on Tuesday 1 December 2026.
      await page.clock.setFixedTime(new Date('2026-12-01T15:00:00Z'));
      await page.goto(`${site.baseUrl}/${locale}`);
      const form = page.getByRole('form', { name: w.form });
      await form.waitFor();
      // Today starts at the next slot.
      await expect.poll(() => form.getByLabel(w.from).inputValue()).toBe('960');
      expect(await form.getByLabel(w.date).inputValue()).toBe('2026-12-01');
      // Two weeks ahead: 09:00-13:00, not the clock's 16:00.
      await form.getByLabel(w.date).fill('2026-12-15');
      await expect.poll(() => form.getByLabel(w.from).inputValue()).toBe('540');
      expect(await form.getByLabel(w.until).inputValue()).toBe('780');
      // Back to today: the next slot again.
      await form.getByLabel(w.date).fill('2026-12-01');
      await expect.poll(() => form.getByLabel(w.from).inputValue()).toBe('960');
      await form.getByLabel(w.date).fill('2026-12-15');
      await expect.poll(() => form.getByLabel(w.from).inputValue()).toBe('540');

      await form.getByLabel(w.where).fill('Utrecht');
      await form.getByRole('button', { name: w.search, exact: true }).click();
      await page.waitForURL(new RegExp(`/${locale}\\?sk=[\\w-]+$`));
      await page.getByRole('button', { name: w.choose }).first().waitFor();
      // The form folded to one line with a change button; the results' heading has the focus.
      await form.getByRole('button', { name: w.change }).waitFor();
      expect(await form.getByText(/Utrecht/).count()).toBe(1);
      expect(await form.getByLabel(w.from).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wizard-title');
      // Business hours: most locations can be booked (at 16:00-20:00 most were closed).
      const available = await page.getByRole('button', { name: w.choose }).count();
      const all = await page.locator('.wizard .result-list > li').count();
      expect(available).toBeGreaterThan(all / 2);
      expect(await seriousViolations(page)).toEqual([]);
      // "Change" opens the fields again, with the saved search's times.
      await form.getByRole('button', { name: w.change }).click();
      await expect.poll(() => form.getByLabel(w.from).inputValue()).toBe('540');
      await page.context().close();
    });
  }

  it('says "too many people" for 500 people, and gives a hint for a place that does not exist', async () => {
    const page = await (await site.browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.baseUrl}/nl`);
    const form = page.getByRole('form', { name: 'Zoek een ruimte' });
    await form.getByLabel('Waar').fill('Utrecht');
    await form.getByLabel('Datum').fill(nextWeekday(2));
    await form.getByLabel('Personen').fill('500');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/nl\?sk=[\w-]+$/);
    const verdicts = page.getByText('Te veel personen: geen ruimte hier is zo groot');
    await verdicts.first().waitFor();
    expect(await verdicts.count()).toBe(await page.locator('.wizard .result-list > li').count());
    expect(await page.getByText('Buiten de openingstijden').count()).toBe(0);

    await page.goto(`${site.baseUrl}/en`);
    const en = page.getByRole('form', { name: 'Search a space' });
    await en.getByLabel('Where').fill('Xyzzyville');
    await en.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No location was found for "Xyzzyville".').waitFor();
    await page.getByText(/^Check the spelling, or search for a larger town nearby/).waitFor();
    expect(await page.getByText(/ of 0 locations/).count()).toBe(0);
    await page.context().close();
  });

  it('shows what is booked beside the steps on a desktop and as a disclosure on a phone', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.baseUrl}/en`);
    await search(page, 'en', { where: 'Utrecht', date: nextWeekday(3), from: 540, until: 780, people: 4 });
    const firstLocation = (
      (await page.locator('.wizard .result-list > li:not(.result-unavailable) h3').first().textContent()) ??
      ''
    )
      .replace(/^\d+\s*/, '')
      .trim();
    await chooseFirstSpace(page, 'en');
    const summary = page.getByRole('region', { name: 'Your booking' });
    await summary.waitFor();
    await summary.locator('dd', { hasText: firstLocation }).first().waitFor();
    expect(await summary.locator('img').count()).toBe(1);
    await summary.getByText('Total incl. VAT').waitFor();
    await summary.getByText(/held for you for 20 more minutes/).waitFor();
    // Beside the step (to its right), not above it.
    const box = await summary.boundingBox();
    const heading = await page
      .getByRole('heading', { level: 2, name: 'Amenities and packages' })
      .boundingBox();
    expect(box && heading && box.x > heading.x + heading.width / 2).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'en', 'Booking info');
    await summary.locator('dd', { hasText: firstLocation }).first().waitFor();

    // A phone: one line with the total and a button that opens the details.
    await page.setViewportSize({ width: 375, height: 800 });
    const toggle = summary.getByRole('button', { name: /Show details/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await summary.getByText('Total incl. VAT').isVisible()).toBe(false);
    await toggle.click();
    await summary.getByText('Total incl. VAT').waitFor();
    expect(await summary.getByRole('button', { name: /Hide details/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await next(page, 'en', 'Contact info');
    expect(await overflows(page)).toBe(false);
    await page.context().close();
  });
});
