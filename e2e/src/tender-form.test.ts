import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const words = {
  nl: {
    path: '/nl/offerte-aanvragen',
    send: 'Aanvraag versturen',
    count: /^0 van hooguit 5 locaties gekozen/,
    countOne: /^1 van hooguit 5 locaties gekozen/,
    rule: 'Kies 1 tot 5 locaties.',
    search: 'Locatie toevoegen op naam of plaats',
    add: / toevoegen$/,
    start: 'Begintijd (elke dag)',
    end: 'Eindtijd (elke dag)',
    endError: 'De eindtijd moet na de begintijd liggen.',
    login: /^Log in of maak een account aan/,
  },
  en: {
    path: '/en/tender',
    send: 'Send request',
    count: /^0 of at most 5 locations chosen/,
    countOne: /^1 of at most 5 locations chosen/,
    rule: 'Choose 1 to 5 locations.',
    search: 'Add a location by name or city',
    add: /^Add /,
    start: 'Start time (each day)',
    end: 'End time (each day)',
    endError: 'The end time must be after the start time.',
    login: /^Log in or create an account/,
  },
} as const;

describe('the tender form in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    it(`checks the locations and times before sending, then asks a visitor to log in (${locale})`, async () => {
      const w = words[locale];
      const page = await (await site.browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${site.baseUrl}${w.path}`);
      const picker = page.getByTestId('tender-locations');
      await picker.getByText(w.count).waitFor();
      await page.getByLabel(w.end, { exact: true }).selectOption('480');
      await page.getByRole('button', { name: w.send }).click();
      await picker.getByText(w.rule, { exact: true }).waitFor();
      const end = page.getByLabel(w.end, { exact: true });
      expect(await end.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(w.endError, { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // A location by its city, times that work: the visitor is asked to log in, nothing is sent.
      await page.getByLabel(w.search, { exact: true }).fill('Haarlem');
      await page.getByRole('button', { name: w.add }).first().click();
      await picker.getByText(w.countOne).waitFor();
      await end.selectOption('1020');
      await page.getByRole('button', { name: w.send }).click();
      await page.getByTestId('tender-login').getByText(w.login).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
