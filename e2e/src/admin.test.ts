import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    title: 'Beheer',
    queue: 'Wachtrij voor goedkeuring',
    locations: 'Locaties',
    members: 'Leden',
    approve: 'Goedkeuren',
    confirmApprove: 'Goedkeuren en live zetten',
    reject: 'Afwijzen',
    suspend: 'Schorsen',
    reason: 'Reden',
    live: 'Live',
    rejected: 'Afgewezen',
    suspended: 'Geschorst',
    noAccess: 'Geen toegang',
    adminLink: 'Beheer',
    search: 'Naam of e-mail',
    show: 'Toon',
    locationsPath: 'locaties',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    title: 'Administration',
    queue: 'Approval queue',
    locations: 'Locations',
    members: 'Members',
    approve: 'Approve',
    confirmApprove: 'Approve and put live',
    reject: 'Reject',
    suspend: 'Suspend',
    reason: 'Reason',
    live: 'Live',
    rejected: 'Rejected',
    suspended: 'Suspended',
    noAccess: 'No access',
    adminLink: 'Administration',
    search: 'Name or e-mail',
    show: 'Show',
    locationsPath: 'locations',
  },
} as const;
type Locale = keyof typeof words;

/** Whether the page scrolls sideways at `width` px (measured once the layout at that width is painted). */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

/** Logs in on a members-only page (`path`), which then shows its `heading`. */
async function logIn(page: Page, site: Site, locale: Locale, email: string, path: string, heading: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the administration in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  /** Pending locations by their manager's e-mail, oldest id first. */
  async function pendingOf(email: string) {
    return site.db
      .selectFrom('locations as l')
      .innerJoin('location_managers as lm', 'lm.location_id', 'l.id')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select(['l.id', 'l.name', 'p.email', 'p.language_id'])
      .where('l.status', '=', 'pending')
      .where('p.email', '=', email)
      .orderBy('l.id')
      .execute();
  }

  /** The text of the newest mail in the dev outbox whose subject matches, read in a second tab. */
  async function newestMail(context: BrowserContext, subject: string): Promise<string> {
    const mail = await context.newPage();
    await mail.goto(`${site.baseUrl}/dev/outbox`);
    await mail.getByRole('link', { name: subject }).first().click();
    const text = (await mail.locator('pre').textContent()) ?? '';
    await mail.close();
    return text;
  }

  /** Opens a location from the approval queue on the dashboard. */
  async function openFromQueue(page: Page, locale: Locale, name: string) {
    const w = words[locale];
    await page.goto(`${site.baseUrl}/${locale}/${locale === 'nl' ? 'beheer' : 'admin'}`);
    await page.getByRole('heading', { level: 2, name: w.queue }).waitFor();
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /** Rejects or suspends the open location with a reason, through the confirmation dialog. */
  async function withReason(page: Page, locale: Locale, action: 'reject' | 'suspend', reason: string) {
    const w = words[locale];
    await page.getByRole('button', { name: w[action], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Without a reason the dialog says so at the field and sends nothing.
    await dialog.getByRole('button', { name: w[action], exact: true }).click();
    await dialog.locator('[aria-invalid="true"]').waitFor();
    await dialog.getByLabel(w.reason).fill(reason);
    await dialog.getByRole('button', { name: w[action], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(action === 'reject' ? w.rejected : w.suspended, { exact: true })
      .first()
      .waitFor();
    await page.getByText(reason).first().waitFor();
  }

  it('en: the admin approves the host’s pending location from the queue; a visitor finds it at once', async () => {
    const w = words.en;
    const [hostPending] = await pendingOf('host@example.com');
    expect(hostPending).toBeDefined();
    const name = hostPending?.name ?? '';
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logIn(page, site, 'en', 'admin@example.com', '/en/admin', w.title);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);
    // The profile menu links here for an administrator.
    await page.getByRole('button', { name: /Arie/ }).click();
    await page.getByRole('menuitem', { name: w.adminLink }).waitFor();
    await page.keyboard.press('Escape');

    await openFromQueue(page, 'en', name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);
    // By keyboard: the approve button, the dialog's confirm button, Enter.
    await page.getByRole('button', { name: w.approve, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: w.confirmApprove }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${name} is live.`).waitFor();
    await page.getByRole('link', { name: 'See the public page' }).waitFor();

    const visitor = await (await site.browser.newContext()).newPage();
    await visitor.goto(`${site.baseUrl}/en/locations?q=${encodeURIComponent(name)}`);
    await visitor.getByRole('link', { name }).first().waitFor();
    await visitor.context().close();

    // Hanna Host reads Dutch: her mail is Dutch, with the public page.
    const mail = await newestMail(context, `${name} staat live op Meetspace`);
    expect(mail).toMatch(new RegExp(`/nl/locaties/${hostPending?.id}/`));
    await context.close();
  });

  it('en: rejects another member’s pending location with a reason (mailed); the locations and members lists search', async () => {
    const w = words.en;
    const [other] = await site.db
      .selectFrom('locations as l')
      .innerJoin('location_managers as lm', 'lm.location_id', 'l.id')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select(['l.name', 'p.email', 'p.first_name'])
      .where('l.status', '=', 'pending')
      .where('p.email', '!=', 'host@example.com')
      .orderBy('l.id')
      .execute();
    expect(other).toBeDefined();
    const name = other?.name ?? '';
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logIn(page, site, 'en', 'admin@example.com', '/en/admin', w.title);
    await openFromQueue(page, 'en', name);
    await withReason(page, 'en', 'reject', 'The photos show another building.');
    const mail = await newestMail(context, name);
    expect(mail).toContain('The photos show another building.');

    await page.getByRole('navigation', { name: w.title }).getByRole('link', { name: w.locations }).click();
    await page.getByRole('heading', { level: 1, name: w.locations }).waitFor();
    await page.getByLabel('Status').selectOption('rejected');
    await page.getByRole('button', { name: w.show }).click();
    await page.waitForURL(/status=rejected/);
    await page.getByRole('link', { name, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);

    await page.getByRole('navigation', { name: w.title }).getByRole('link', { name: w.members }).click();
    await page.getByRole('heading', { level: 1, name: w.members }).waitFor();
    await page.getByLabel(w.search).fill(other?.email ?? '');
    await page.getByRole('button', { name: w.show }).click();
    await page.getByRole('cell', { name: other?.email ?? '' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);
    await context.close();
  });

  it('nl: approves another member’s pending location from the queue; a visitor finds it in the Dutch list', async () => {
    const w = words.nl;
    const [other] = await site.db
      .selectFrom('locations as l')
      .innerJoin('location_managers as lm', 'lm.location_id', 'l.id')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select(['l.id', 'l.name'])
      .where('l.status', '=', 'pending')
      .where('p.email', '!=', 'host@example.com')
      .orderBy('l.id')
      .execute();
    expect(other).toBeDefined();
    const name = other?.name ?? '';
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logIn(page, site, 'nl', 'admin@example.com', '/nl/beheer', w.title);
    expect(await seriousViolations(page)).toEqual([]);
    await openFromQueue(page, 'nl', name);
    await page.getByRole('button', { name: w.approve, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${name} goedkeuren?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: w.confirmApprove }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${name} staat live.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await (await site.browser.newContext()).newPage();
    await visitor.goto(`${site.baseUrl}/nl/locaties?q=${encodeURIComponent(name)}`);
    await visitor.getByRole('link', { name }).first().waitFor();
    await visitor.context().close();
    await context.close();
  });

  it('nl: the admin suspends a live location with a reason (mailed in Dutch) and it leaves the public list', async () => {
    const w = words.nl;
    const live = await site.db
      .selectFrom('locations as l')
      .innerJoin('location_managers as lm', 'lm.location_id', 'l.id')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select(['l.id', 'l.name'])
      .where('l.status', '=', 'live')
      .where('p.email', '=', 'host@example.com')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logIn(page, site, 'nl', 'admin@example.com', `/nl/beheer/locaties/${live.id}`, live.name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);
    await withReason(page, 'nl', 'suspend', 'Gasten troffen de deur meermaals gesloten aan.');
    const mail = await newestMail(context, `${live.name} is offline gehaald`);
    expect(mail).toContain('Gasten troffen de deur meermaals gesloten aan.');

    const visitor = await (await site.browser.newContext()).newPage();
    await visitor.goto(`${site.baseUrl}/nl/locaties/${live.id}/x`);
    await visitor.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }).waitFor();
    await visitor.context().close();

    await page.goto(`${site.baseUrl}/nl/beheer`);
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    await page.getByRole('link', { name: new RegExp(`\\d+ ${w.suspended}`) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page, 375)).toBe(false);
    expect(await scrollsSideways(page, 1440)).toBe(false);
    await context.close();
  });

  it('nl and en: a member who is not an administrator sees that there is no access', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const path = locale === 'nl' ? '/nl/beheer/leden' : '/en/admin/members';
      await logIn(page, site, locale, 'booker@example.com', path, words[locale].noAccess);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
