import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

describe('the search form at the end of the day in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  it('starts at tomorrow when no time is left today, with times that can be searched', async () => {
    const page = await (await site.browser.newContext()).newPage();
    // 23:40 in the Netherlands (UTC+1 in winter) on Tuesday 1 December 2026.
    await page.clock.install({ time: new Date('2026-12-01T22:40:00Z') });
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.baseUrl}/nl`);
    const form = page.getByRole('form', { name: 'Zoek een ruimte' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Datum').inputValue()).toBe('2026-12-02');
    // Tomorrow's times for a new search: 09:00 until 13:00.
    await expect.poll(() => form.getByLabel('Van').inputValue()).toBe('540');
    expect(await form.getByLabel('Tot').inputValue()).toBe('780');
    // Choosing today again says there is no time left (the page does not break on it); choosing
    // another day gives that day's times again.
    await form.getByLabel('Datum').fill('2026-12-01');
    await form
      .getByRole('status')
      .filter({ hasText: 'Vandaag is er geen tijd meer over. Kies een andere dag.' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Datum').fill('2026-12-08');
    await expect.poll(() => form.getByLabel('Van').inputValue()).toBe('540');
    expect(await form.getByLabel('Tot').inputValue()).toBe('780');

    await form.getByLabel('Waar').fill('Utrecht');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/nl\?sk=[\w-]+$/);
    await page
      .getByRole('button', { name: /^Kies / })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
