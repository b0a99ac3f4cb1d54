import { localizedPath } from '@meetspace/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/**
 * Groups in a real browser, in Dutch and in English: the host creates a group (a draft), publishes
 * it and lets a member in: in Dutch by inviting them by e-mail (the member accepts), in English as
 * a request group (the member asks, the host approves). Before joining, the member sees only the
 * overview and what joining opens (a members' tab says it is closed); after it, the tabs of the
 * features switched on, the members tab among them; when the host switches stories off, their tab
 * is gone. Axe scans every page; the English run is at 375 px, the Dutch one at 1440 px.
 */

// The harness's demo accounts all have this password (see harness.ts).
const PASSWORD = 'E2e-pass-1!';
const HOST = 'host@example.com';
const MEMBER = 'booker@example.com';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    groups: 'Groepen',
    create: 'Een groep aanmaken',
    name: 'Naam van de groep',
    description: 'Beschrijving',
    onRequest: /Lid worden op aanvraag/,
    createSubmit: 'Groep aanmaken',
    draft: /Concept: niet gepubliceerd/,
    publish: 'Groep publiceren',
    published: 'De groep is gepubliceerd.',
    inviteEmail: 'E-mailadres van het lid',
    invite: 'Uitnodiging versturen',
    invited: /is uitgenodigd\./,
    accept: 'Uitnodiging accepteren',
    request: 'Lidmaatschap aanvragen',
    waiting: 'Je aanvraag wacht op goedkeuring door een beheerder.',
    welcome: 'Welkom: je bent nu lid van deze groep.',
    unlocks: 'Wat leden krijgen',
    tabClosed: 'Dit deel van de groep is voor de leden, of het staat uit.',
    tabs: 'Onderdelen van de groep',
    overview: 'Overzicht',
    stories: 'Verhalen',
    members: 'Leden',
    approve: /^Goedkeuren\W+/,
    approved: /is nu lid\./,
    storiesToggle: 'Verhalen',
    saveSettings: 'Instellingen opslaan',
    settingsSaved: 'De instellingen zijn opgeslagen.',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    groups: 'Groups',
    create: 'Create a group',
    name: 'Name of the group',
    description: 'Description',
    onRequest: /Join on request/,
    createSubmit: 'Create group',
    draft: /Draft: not published/,
    publish: 'Publish group',
    published: 'The group is published.',
    inviteEmail: 'E-mail address of the member',
    invite: 'Send invitation',
    invited: /has been invited\./,
    accept: 'Accept invitation',
    request: 'Request to join',
    waiting: 'Your request is waiting for approval by an admin.',
    welcome: 'Welcome: you are now a member of this group.',
    unlocks: 'What members get',
    tabClosed: 'This part of the group is for its members, or it is switched off.',
    tabs: 'Parts of the group',
    overview: 'Overview',
    stories: 'Stories',
    members: 'Members',
    approve: /^Approve\W+/,
    approved: /is now a member\./,
    storiesToggle: 'Stories',
    saveSettings: 'Save settings',
    settingsSaved: 'The settings have been saved.',
  },
} as const;
type Locale = keyof typeof words;

/** No serious or critical axe violation on the page. */
async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** No sideways scrolling at the page's width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** A new tab at `path` (members only: the login shows in place) logged in as `email`. */
async function openAs(browser: Browser, site: Site, locale: Locale, email: string, path: string) {
  const w = words[locale];
  const context = await browser.newContext({
    viewport: locale === 'en' ? { width: 375, height: 800 } : { width: 1440, height: 900 },
  });
  // A step that cannot happen fails with its locator, well inside the test's time.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  return { context, page };
}

/** The names of the group page's tabs (none when only the overview is shown). */
async function tabNames(page: Page, locale: Locale): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: words[locale].tabs });
  if ((await nav.count()) === 0) return [];
  return nav.getByRole('link').allTextContents();
}

describe('groups: create, publish, let a member in, and show what the settings allow', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it.each(['nl', 'en'] as const)(
    'in %s',
    async (locale: Locale) => {
      const w = words[locale];
      const byRequest = locale === 'en';
      const name = `Walkers ${locale} ${Date.now() % 100000}`;

      // The host creates a group from the groups list: a draft, its page opens.
      const host = await openAs(
        site.browser,
        site,
        locale,
        HOST,
        `${localizedPath('network-groups', locale)}?new=1`,
      );
      await host.page.getByRole('heading', { level: 2, name: w.create }).waitFor();
      await axeClean(host.page);
      await host.page.getByLabel(w.name, { exact: true }).fill(name);
      await host.page.getByLabel(w.description, { exact: true }).fill('We walk on Sundays, rain or shine.');
      if (byRequest) await host.page.getByLabel(w.onRequest).check();
      await host.page.getByRole('button', { name: w.createSubmit, exact: true }).click();
      await host.page.getByRole('heading', { level: 1, name }).waitFor();
      await host.page.getByText(w.draft).waitFor();
      await axeClean(host.page);
      if (locale === 'en') expect(await fitsWidth(host.page)).toBe(true);
      const groupPath = new URL(host.page.url()).pathname;

      // It is published.
      await host.page.getByRole('button', { name: w.publish, exact: true }).click();
      await host.page.getByText(w.published, { exact: true }).waitFor();
      await axeClean(host.page);

      if (!byRequest) {
        await host.page.getByLabel(w.inviteEmail, { exact: true }).fill(MEMBER);
        await host.page.getByRole('button', { name: w.invite, exact: true }).click();
        await host.page.getByText(w.invited).waitFor();
      }

      // The member, still outside: the overview, what joining opens; a members' tab is closed.
      const member = await openAs(site.browser, site, locale, MEMBER, groupPath);
      await member.page.getByRole('heading', { level: 1, name }).waitFor();
      await member.page.getByRole('heading', { name: w.unlocks }).waitFor();
      expect(await tabNames(member.page, locale)).toEqual([]);
      await axeClean(member.page);
      if (locale === 'en') expect(await fitsWidth(member.page)).toBe(true);
      await member.page.goto(`${site.baseUrl}${groupPath}/${locale === 'nl' ? 'leden' : 'members'}`);
      await member.page.getByText(w.tabClosed, { exact: true }).waitFor();
      await member.page.goto(`${site.baseUrl}${groupPath}`);

      if (byRequest) {
        // The member asks; the host approves in the members tab.
        await member.page.getByRole('button', { name: w.request, exact: true }).click();
        await member.page.getByText(w.waiting, { exact: true }).waitFor();
        await host.page.getByRole('link', { name: w.members, exact: true }).click();
        await host.page.getByRole('button', { name: w.approve }).click();
        await host.page.getByText(w.approved).waitFor();
        await axeClean(host.page);
        await member.page.reload();
      } else {
        await member.page.getByRole('button', { name: w.accept, exact: true }).click();
        await member.page.getByText(w.welcome, { exact: true }).waitFor();
      }

      // A member now: the tabs of the features switched on, the members tab among them.
      await member.page.getByRole('navigation', { name: w.tabs }).waitFor();
      expect(await tabNames(member.page, locale)).toContain(w.members);
      expect(await tabNames(member.page, locale)).toContain(w.stories);
      await member.page.getByRole('link', { name: w.members, exact: true }).click();
      await member.page.getByTestId('group-member-list').waitFor();
      expect(await member.page.getByTestId('group-member-list').getByRole('listitem').count()).toBe(2);
      await axeClean(member.page);

      // The host switches stories off: the member's stories tab is gone.
      await host.page.goto(`${site.baseUrl}${groupPath}`);
      const settings = host.page.getByTestId('group-settings');
      await settings.getByLabel(w.storiesToggle, { exact: true }).uncheck();
      await settings.getByRole('button', { name: w.saveSettings, exact: true }).click();
      await host.page.getByText(w.settingsSaved, { exact: true }).waitFor();
      await member.page.goto(`${site.baseUrl}${groupPath}`);
      await member.page.getByRole('navigation', { name: w.tabs }).waitFor();
      expect(await tabNames(member.page, locale)).not.toContain(w.stories);
      expect(await tabNames(member.page, locale)).toContain(w.overview);

      await host.context.close();
      await member.context.close();
      // Two members' tabs and nine axe scans: more than the suite's default minute.
    },
    180_000,
  );
});
