import { LOCALES, type Locale, localizedPath, ROUTES, type Route } from '@meetspace/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from './harness.ts';
import { chooseFirstSpace, next, nextWeekday, search } from './wizard.ts';

/** The phone widths nothing may scroll sideways at: the brief's 375 px and the narrowest, 320 px. */
const WIDTHS = [375, 320] as const;

/** The widest element sticking out past the viewport: what to fix when the page overflows. */
async function overflow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = window.innerWidth;
    let culprit = '';
    let widest = limit;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > widest + 0.5) {
        widest = right;
        culprit = `${name(element)} (right edge ${Math.round(right)} px)`;
      }
    }
    // Text sticking out of its box (a long word), when no box does.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text && !culprit; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const right = range.getBoundingClientRect().right;
      const parent = text.parentElement;
      if (right > limit + 0.5 && parent && !parent.closest('.visually-hidden'))
        culprit = `text "${text.textContent?.slice(0, 40)}" in ${name(parent)} (right edge ${Math.round(right)} px)`;
    }
    return { scrollWidth: root.scrollWidth, innerWidth: limit, culprit };
  });
}

/**
 * Every route of the shared route table (new pages are covered without touching this test),
 * parameterised ones with real demo ids: a location of the demo data and one of the demo booker's
 * reservations, invoices (the one with the most lines) and payments, the first location's first space, the demo widget; other parameters (pages not built yet show the pending page) take the location's.
 */
function pathOf(
  route: Route,
  locale: Locale,
  ids: {
    location: { id: number; slug: string };
    space: number;
    widget: { id: number; key: string };
    reservation: number;
    invoice: number;
    paymentKey: string;
  },
) {
  const names = [...route.en.matchAll(/:(\w+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1] as string);
  const value = (name: string): string | number => {
    if (name === 'slug' || name === 'articleSlug') return ids.location.slug;
    if (name === 'id' && route.name.startsWith('my-reservation')) return ids.reservation;
    if (name === 'id' && route.name === 'my-invoice') return ids.invoice;
    if (name === 'paymentKey') return ids.paymentKey;
    if (name === 'id' || name === 'questionId' || name === 'locationId') return ids.location.id;
    if (name === 'spaceId') return ids.space;
    if (name === 'widgetId') return ids.widget.id;
    if (name === 'widgetKey') return ids.widget.key;
    return 'demo';
  };
  const params = Object.fromEntries(names.map((name) => [name, value(name)]));
  return (localizedPath as (name: string, locale: Locale, params?: object) => string)(
    route.name,
    locale,
    params,
  );
}

describe('no page scrolls sideways on a phone (375 and 320 px), in both languages', () => {
  let site: Site;
  let guest: BrowserContext;
  let member: BrowserContext;
  let ids: Parameters<typeof pathOf>[2];

  beforeAll(async () => {
    site = await startSite();
    const location = await site.db
      .selectFrom('locations')
      .select(['id', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reservation = await site.db
      .selectFrom('reservations')
      .innerJoin('profiles', 'profiles.id', 'reservations.profile_id')
      .select('reservations.id')
      .where('profiles.email', '=', 'booker@example.com')
      .orderBy('reservations.id', 'desc')
      .executeTakeFirstOrThrow();
    const invoice = await site.db
      .selectFrom('invoices')
      .select('id')
      .where('profile_id', '=', (eb) =>
        eb.selectFrom('profiles').select('id').where('email', '=', 'booker@example.com'),
      )
      .where('number', 'is not', null)
      .orderBy('total_incl_cents', 'desc')
      .executeTakeFirstOrThrow();
    const payment = await site.db
      .selectFrom('payments')
      .select('key')
      .where('payment_type', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const space = await site.db
      .selectFrom('spaces')
      .select('id')
      .where('location_id', '=', location.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const widget = await site.db
      .selectFrom('widgets')
      .select(['id', 'key'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids = {
      location: { id: Number(location.id), slug: location.slug },
      space: Number(space.id),
      widget: { id: Number(widget.id), key: widget.key },
      reservation: Number(reservation.id),
      invoice: Number(invoice.id),
      paymentKey: payment.key,
    };
    guest = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    member = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const login = await member.newPage();
    await login.goto(`${site.baseUrl}/en/login`);
    await login.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await login.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await login.waitForURL((url) => !url.pathname.endsWith('/login'));
    await login.close();
  }, 120_000);
  afterAll(async () => site?.close());

  /** Visits each route in each locale; members-only ones as the logged-in demo booker. */
  async function check(routes: readonly Route[], context: BrowserContext) {
    const page = await context.newPage();
    const found: string[] = [];
    for (const locale of LOCALES) {
      for (const route of routes) {
        const path = pathOf(route, locale, ids);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
        const titled = await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false);
        if (!titled) found.push(`${path}: no h1 (a page without its title, or one still loading)`);
        for (const width of WIDTHS) {
          const result = await overflow(page, width);
          if (result.scrollWidth > result.innerWidth)
            found.push(`${path} at ${width} px: ${result.scrollWidth} px wide, ${result.culprit}`);
        }
      }
    }
    await page.close();
    return found;
  }

  it('public pages, as a visitor', { timeout: 600_000 }, async () => {
    const routes = ROUTES.filter((route) => !('auth' in route && route.auth));
    expect(routes.length).toBeGreaterThan(20);
    expect(await check(routes, guest)).toEqual([]);
  });

  it('members-only pages, as the demo booker', { timeout: 600_000 }, async () => {
    const routes = ROUTES.filter((route) => 'auth' in route && route.auth);
    expect(routes.length).toBeGreaterThan(20);
    expect(await check(routes, member)).toEqual([]);
  });

  it('the booking wizard fits at every step, as a visitor and as the demo booker, in both languages', {
    timeout: 300_000,
  }, async () => {
    const found: string[] = [];
    const steps = {
      nl: { info: 'Boekingsgegevens', contacts: 'Contactgegevens' },
      en: { info: 'Booking info', contacts: 'Contact info' },
    } as const;
    for (const [who, context] of [
      ['visitor', guest],
      ['member', member],
    ] as const) {
      const page = await context.newPage();
      for (const locale of LOCALES) {
        const check = async (step: string) => {
          for (const width of WIDTHS) {
            const result = await overflow(page, width);
            if (result.scrollWidth > result.innerWidth)
              found.push(
                `${who} ${locale} wizard ${step} at ${width} px: ${result.scrollWidth} px wide, ${result.culprit}`,
              );
          }
          await page.setViewportSize({ width: 375, height: 800 });
        };
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${site.baseUrl}/${locale}`);
        await check('search');
        const day = nextWeekday(3);
        await search(page, locale, { where: 'Utrecht', date: day, from: 600, until: 720, people: 3 });
        await check('locations');
        await chooseFirstSpace(page, locale);
        await check('options');
        await next(page, locale, steps[locale].info);
        await check('info');
        await next(page, locale, steps[locale].contacts);
        await check('contacts');
      }
      await page.close();
    }
    expect(found).toEqual([]);
  });

  it('the cookie dialog of a first visit fits, in both languages', async () => {
    const page = await guest.newPage();
    for (const locale of LOCALES) {
      await guest.clearCookies();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${site.baseUrl}/${locale}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').first().waitFor();
      for (const width of WIDTHS) {
        const result = await overflow(page, width);
        expect(result.scrollWidth, `${locale} ${width}: ${result.culprit}`).toBeLessThanOrEqual(
          result.innerWidth,
        );
        // The dialog itself is not clipped: all of it within the screen.
        const box = await dialog.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${locale} ${width}: dialog`).toBeLessThanOrEqual(width);
        const form = await page.locator('.consent-form').evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(form[0], `${locale} ${width}: the form's content fits its box`).toBeLessThanOrEqual(
          form[1] ?? 0,
        );
      }
    }
    await page.close();
  });
});
