import { type Locale, localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// The inbox in a real browser, in both languages: the demo booker's notifications (their
// reservations and invoices), the unread count in the account menu, opening one (read), marking all
// read, deleting one (an info toast) and switching a rule, which the API then honours. Axe scans it.

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    title: 'Inbox',
    newReservation: 'Nieuwe reservering',
    readAll: 'Alles als gelezen markeren',
    unreadNone: '0 ongelezen meldingen',
    deleteOf: /^Verwijderen: /,
    deleted: 'Melding verwijderd',
    emailOf: 'Nieuwe factuur per e-mail',
    newsletter: 'Stuur mij de nieuwsbrief per e-mail',
    menu: /^Accountmenu van /,
    inboxItem: /^Inbox \(\d+ nieuw\)$/,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    title: 'Inbox',
    newReservation: 'New reservation',
    readAll: 'Mark all as read',
    unreadNone: '0 unread notifications',
    deleteOf: /^Delete: /,
    deleted: 'Notification deleted',
    emailOf: 'New invoice by e-mail',
    newsletter: 'Send me the newsletter by e-mail',
    menu: /^Account menu for /,
    inboxItem: /^Inbox \(\d+ new\)$/,
  },
} as const;

async function logIn(page: Page, site: Site, locale: Locale, path: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill('booker@example.com');
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
}

describe('the inbox in a real browser', () => {
  let site: Site;
  let bookerId = 0;
  beforeAll(async () => {
    site = await startSite();
    bookerId = (
      await site.db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'booker@example.com')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => site?.close());

  const unread = async () =>
    (
      await site.db
        .selectFrom('notifications')
        .select('id')
        .where('profile_id', '=', bookerId)
        .where('read_at', 'is', null)
        .execute()
    ).length;

  for (const locale of ['nl', 'en'] as const) {
    it(`reads, marks and deletes notifications and switches rules (${locale})`, async () => {
      const w = words[locale];
      // Each language starts with unread news: the Dutch run leaves everything read.
      await site.db
        .updateTable('notifications')
        .set({ read_at: null })
        .where('profile_id', '=', bookerId)
        .execute();
      const page = await (
        await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
      ).newPage();
      await logIn(page, site, locale, localizedPath('my-inbox', locale));
      const items = page.locator('.notification');
      await items.first().waitFor();
      const before = await items.count();
      expect(before).toBeGreaterThan(3);
      expect(await page.locator('.notification.unread').count()).toBe(before);
      expect(await page.getByText(w.newReservation, { exact: false }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The account menu counts them.
      await page.getByRole('button', { name: w.menu }).click();
      await page.getByRole('menuitem', { name: w.inboxItem }).waitFor();
      await page.keyboard.press('Escape');

      // Opening one marks it read and leads to its reservation.
      const firstLink = page.locator('.notification .notification-title a').first();
      const href = await firstLink.getAttribute('href');
      expect(href).toMatch(locale === 'nl' ? /^\/nl\/mijn\// : /^\/en\/my\//);
      await firstLink.click();
      await page.waitForURL(`**${href}`);
      await expect.poll(unread).toBe(before - 1);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();

      // All read at once.
      await page.getByRole('button', { name: w.readAll }).click();
      await page.getByText(w.unreadNone).waitFor();
      expect(await unread()).toBe(0);
      // The count comes from its own query; the list follows when it has been fetched again.
      await expect.poll(() => page.locator('.notification.unread').count()).toBe(0);

      // Deleting one says so in a toast and takes it off the list.
      await page.getByRole('button', { name: w.deleteOf }).first().click();
      await page.getByText(w.deleted).waitFor();
      await expect.poll(() => items.count()).toBe(before - 1);

      // A rule switched here is the API's: the invoice mails go off, the newsletter on.
      const invoiceMail = page.getByRole('checkbox', { name: w.emailOf });
      expect(await invoiceMail.isChecked()).toBe(true);
      await invoiceMail.click();
      await expect.poll(() => invoiceMail.isChecked()).toBe(false);
      await page.getByRole('checkbox', { name: w.newsletter }).check();
      await expect
        .poll(async () =>
          (
            await site.db
              .selectFrom('notification_rules')
              .select(['rule_id', 'in_app', 'email'])
              .where('profile_id', '=', bookerId)
              .orderBy('rule_id')
              .execute()
          ).map((r) => [r.rule_id, r.in_app, r.email]),
        )
        .toEqual([
          [6, 1, 0],
          [18, 0, 1],
        ]);
      expect(await seriousViolations(page)).toEqual([]);
      // Back as it was, for the other language.
      await invoiceMail.click();
      await page.getByRole('checkbox', { name: w.newsletter }).uncheck();
      await expect.poll(() => invoiceMail.isChecked()).toBe(true);
      await page.context().close();
    });
  }
});
