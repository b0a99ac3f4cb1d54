import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from './harness.ts';
import { chooseFirstSpace, nextWeekday, search } from './wizard.ts';

/**
 * English pages show English catalogue texts (options, packages, rooms), also for a cart or a
 * reservation made in Dutch; Dutch pages show the Dutch ones.
 */
describe('catalogue texts follow the page language in a real browser', () => {
  let site: Site;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  const main = () => page.locator('main');

  it('shows the options of a cart made on a Dutch page in English on the English page', async () => {
    await page.goto(`${site.baseUrl}/nl`);
    await search(page, 'nl', { where: 'Utrecht', date: nextWeekday(3), from: 600, until: 720, people: 2 });
    await chooseFirstSpace(page, 'nl');
    // Every demo location offers coffee and tea.
    await main().getByText('Koffie en thee').first().waitFor();
    const key = new URL(page.url()).searchParams.get('sk') ?? '';
    const search_ = await site.db
      .selectFrom('searches')
      .select(['id'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // The step is saved as the wizard moves on (without waiting): resume once it is.
    await expect
      .poll(
        async () =>
          (
            await site.db
              .selectFrom('searches')
              .select('last_step')
              .where('id', '=', search_.id)
              .executeTakeFirstOrThrow()
          ).last_step,
      )
      .toBeGreaterThanOrEqual(3);

    // The same wizard in English (as the language switch opens it: the query kept).
    await page.goto(`${site.baseUrl}/en?sk=${key}`);
    await page.getByRole('heading', { level: 2, name: 'Amenities and packages' }).waitFor();
    await main().getByText('Coffee and tea').first().waitFor();
    expect(await main().getByText('Koffie en thee').count()).toBe(0);
    const cart = await site.db
      .selectFrom('carts')
      .select('language_id')
      .where('search_id', '=', search_.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(cart.language_id).toBe(65);
  });

  it("shows a Dutch reservation's options in English on the English page, in Dutch on the Dutch one", async () => {
    const booked = await site.db
      .selectFrom('reservations as r')
      .innerJoin('profiles as p', 'p.id', 'r.profile_id')
      .innerJoin('reservation_options as ro', 'ro.reservation_id', 'r.id')
      .innerJoin('options as o', 'o.id', 'ro.option_id')
      .select(['r.id', 'o.name_nl', 'o.name_en'])
      .where('p.email', '=', 'booker@example.com')
      .where('r.language_id', '=', 52)
      .where('r.status_id', '!=', 3)
      .orderBy('r.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(booked.name_en).not.toBe(booked.name_nl);

    await page.goto(`${site.baseUrl}/en/login`);
    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();

    await page.goto(`${site.baseUrl}/en/my/reservations/${booked.id}`);
    await main().getByText(booked.name_en, { exact: false }).first().waitFor();
    expect(await main().getByText(booked.name_nl, { exact: false }).count()).toBe(0);

    await page.goto(`${site.baseUrl}/nl/mijn/reserveringen/${booked.id}`);
    await main().getByText(booked.name_nl, { exact: false }).first().waitFor();
    expect(await main().getByText(booked.name_en, { exact: false }).count()).toBe(0);
  });
});
