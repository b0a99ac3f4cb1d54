import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// Reviews in a real browser, in both languages: the booker (Bente, whose two newest finished
// reservations the demo leaves open at the host's locations) reviews one with the keyboard and the
// mouse, the host answers it from the host area, and a visitor finds the review with its answer on
// the location's reviews tab (in the server's HTML too) and on the reviews page. The booker also
// deletes an older review behind its confirmation. Every page is scanned with axe.

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    mine: 'Mijn beoordelingen',
    open: 'Te beoordelen',
    written: 'Je beoordelingen',
    star: (n: number) => `${n} ${n === 1 ? 'ster' : 'sterren'}`,
    aspects: ['Locatie', 'Ruimte', 'Catering', 'Service', 'Prijs-kwaliteit'],
    text: 'Je beoordeling',
    publish: 'Beoordeling plaatsen',
    checkFields: /Controleer/,
    scoreRequired: 'Geef een score van 1 tot 5 sterren.',
    sent: /Dank je! Je beoordeling van/,
    review: 'Een heldere ruimte met daglicht, goede koffie en een gastheer die overal aan had gedacht.',
    hostTitle: 'Beoordelingen',
    respondTo: /^Reageren op /,
    responseLabel: /^Je openbare reactie op /,
    publishResponse: 'Reactie plaatsen',
    response: 'Dank je wel voor je mooie woorden, graag tot de volgende keer!',
    responseFrom: /Reactie van /,
    deleteOf: /^Je beoordeling van .* verwijderen$/,
    confirm: 'Verwijderen',
    deleted: 'Je beoordeling is verwijderd.',
    latest: 'Beoordelingen',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    mine: 'My reviews',
    open: 'To review',
    written: 'Your reviews',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    aspects: ['Location', 'Room', 'Catering', 'Service', 'Value for money'],
    text: 'Your review',
    publish: 'Publish review',
    checkFields: /check the marked fields/,
    scoreRequired: 'Give a score from 1 to 5 stars.',
    sent: /Thank you! Your review of/,
    review: 'A bright room with daylight, good coffee and a host who had thought of everything.',
    hostTitle: 'Reviews',
    respondTo: /^Respond to /,
    responseLabel: /^Your public response to /,
    publishResponse: 'Publish response',
    response: 'Thank you for your kind words, see you next time!',
    responseFrom: /Response from /,
    deleteOf: /^Delete your review of /,
    confirm: 'Delete',
    deleted: 'Your review was deleted.',
    latest: 'Reviews',
  },
} as const;
type Locale = keyof typeof words;

/** Opens `path` (a members' page shows the login form in place), logs in, waits for the heading. */
async function logIn(
  page: Page,
  site: Site,
  locale: Locale,
  email: string,
  path: string,
  heading: string | RegExp,
) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

describe('reviews in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    const w = words[locale];
    const text = `${w.review} (${Date.now()})`;

    it(`${locale}: the booker reviews a finished reservation, the host responds, the review shows on the location page`, async () => {
      // The booker's page: the open reviews, each a form.
      const booker = await (await site.browser.newContext()).newPage();
      await logIn(
        booker,
        site,
        locale,
        'booker@example.com',
        localizedPath('my-reservations-reviews', locale),
        w.mine,
      );
      const open = booker.getByRole('region', { name: w.open });
      const form = open.locator('form.review-form').first();
      await form.waitFor();
      const locationName = (await form.locator('h3').textContent()) ?? '';
      expect(await seriousViolations(booker)).toEqual([]);
      expect(await scrollsSideways(booker, 375)).toBe(false);

      // Sending it empty marks every required score and the text.
      await form.getByRole('button', { name: w.publish }).click();
      await form.getByRole('alert').getByText(w.checkFields).waitFor();
      const location = form.getByRole('radiogroup', { name: w.aspects[0] });
      expect(await location.getAttribute('aria-invalid')).toBe('true');
      await location.getByText(w.scoreRequired).waitFor();

      // Scores: the first with the keyboard (arrows move the choice), the others by clicking a star.
      await location.getByRole('radio', { name: w.star(1), exact: true }).focus();
      await booker.keyboard.press('ArrowRight');
      await booker.keyboard.press('ArrowRight');
      await booker.keyboard.press('ArrowRight');
      expect(await location.getByRole('radio', { name: w.star(4), exact: true }).isChecked()).toBe(true);
      for (const [i, aspect] of w.aspects.slice(1).entries())
        await form
          .getByRole('radiogroup', { name: aspect })
          .locator('label', { hasText: w.star([5, 4, 4, 3][i] ?? 4) })
          .click();
      await form.getByLabel(w.text, { exact: true }).fill(text);
      expect(await seriousViolations(booker)).toEqual([]);
      await form.getByRole('button', { name: w.publish }).click();
      await booker.getByText(w.sent).first().waitFor();
      const written = booker.getByRole('region', { name: w.written });
      await written.getByText(text).waitFor();

      const review = await site.db
        .selectFrom('reviews as v')
        .innerJoin('locations as l', 'l.id', 'v.location_id')
        .select(['v.id', 'v.status', 'v.overall', 'v.language', 'l.id as locationId', 'l.slug', 'l.name'])
        .where('v.text', '=', text)
        .executeTakeFirstOrThrow();
      expect(review).toMatchObject({ status: 'Submitted', overall: 4, language: locale, name: locationName });

      // The booker deletes an older review, after confirming.
      const cards = written.getByTestId('review-card');
      const before = await cards.count();
      await written.getByRole('button', { name: w.deleteOf }).last().click();
      const dialog = booker.getByRole('dialog');
      expect(await seriousViolations(booker)).toEqual([]);
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await booker.getByText(w.deleted).first().waitFor();
      await expect.poll(() => cards.count()).toBe(before - 1);
      await written.getByText(text).waitFor();

      // The host answers it from the host area (the location's menu links its reviews).
      const host = await (await site.browser.newContext()).newPage();
      await logIn(
        host,
        site,
        locale,
        'host@example.com',
        localizedPath('host-location', locale, { locationId: review.locationId }),
        new RegExp(escaped(review.name)),
      );
      await host
        .getByRole('navigation', { name: new RegExp(`^(Pagina's van|Pages of) ${escaped(review.name)}`) })
        .getByRole('link', { name: w.hostTitle, exact: true })
        .click();
      await host.getByRole('heading', { level: 1, name: new RegExp(`^${w.hostTitle}`) }).waitFor();
      const card = host.getByTestId('review-card').filter({ hasText: text });
      await card.waitFor();
      expect(await seriousViolations(host)).toEqual([]);
      await card.getByRole('button', { name: w.respondTo }).click();
      await card.getByLabel(w.responseLabel).fill(w.response);
      expect(await seriousViolations(host)).toEqual([]);
      await card.getByRole('button', { name: w.publishResponse }).click();
      await card.locator('.review-response').getByText(w.response).waitFor();
      expect(await scrollsSideways(host, 375)).toBe(false);

      // A visitor reads it with its answer on the location's reviews tab, drawn by the server too.
      const path = localizedPath('location-reviews', locale, { id: review.locationId, slug: review.slug });
      const html = await (await fetch(`${site.baseUrl}${path}`)).text();
      expect(html).toContain(text);
      expect(html).toContain(w.response);
      expect(html).toContain('"@type":"AggregateRating"');
      const visitor = await (await site.browser.newContext()).newPage();
      await visitor.goto(`${site.baseUrl}${path}`);
      const shown = visitor.getByTestId('review-card').filter({ hasText: text });
      await shown.waitFor();
      await shown.getByText(w.responseFrom).waitFor();
      await shown.getByText(w.response).waitFor();
      await visitor.getByTestId('review-summary').waitFor();
      expect(await seriousViolations(visitor)).toEqual([]);
      expect(await scrollsSideways(visitor, 375)).toBe(false);
      const count = await site.db
        .selectFrom('locations')
        .select(['review_count', 'review_score'])
        .where('id', '=', review.locationId)
        .executeTakeFirstOrThrow();
      expect(count.review_count).toBeGreaterThanOrEqual(1);

      // The site's reviews page has it first.
      await visitor.goto(`${site.baseUrl}${localizedPath('reviews', locale)}`);
      await visitor.getByRole('heading', { level: 1, name: w.latest }).waitFor();
      await visitor.getByTestId('review-card').first().getByText(text).waitFor();
      expect(await seriousViolations(visitor)).toEqual([]);
    });
  }
});
