import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// Chat in a real browser, in both languages: the demo booker (Bente) and the demo host (Hanna),
// each in their own browser context, chat live: the host opens the conversation from
// `?with=<booker>` and writes (Enter sends), the booker's list shows it without a reload (the last
// message, the unread badge, the account menu's count), she opens it and answers with a line break
// (Shift+Enter), the host sees the answer without a reload, a reload keeps the history; the booker
// blocks the host behind a confirmation (the host can no longer write) and unblocks. Every state
// is scanned with axe; 375 px without sideways scrolling.

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    title: 'Berichten',
    message: 'Bericht',
    log: /^Berichten met /,
    accountMenu: /^Accountmenu van /,
    menuUnread: /^Berichten \(\d+ ongelezen\)$/,
    unread: /ongelezen bericht/,
    block: 'Blokkeren',
    unblock: 'Deblokkeren',
    blockTitle: /blokkeren\?$/,
    youBlocked: /Je hebt dit lid geblokkeerd/,
    cannotSend: 'Je kunt in dit gesprek geen berichten sturen.',
    back: 'Alle gesprekken',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    title: 'Messages',
    message: 'Message',
    log: /^Messages with /,
    accountMenu: /^Account menu for /,
    menuUnread: /^Messages \(\d+ unread\)$/,
    unread: /unread message/,
    block: 'Block',
    unblock: 'Unblock',
    blockTitle: /^Block .*\?$/,
    youBlocked: /You blocked this member/,
    cannotSend: 'You cannot send messages in this conversation.',
    back: 'All conversations',
  },
} as const;
type Locale = keyof typeof words;

/** Opens `path` (a members' page shows the login form in place), logs in, waits for the heading. */
async function logIn(page: Page, site: Site, locale: Locale, email: string, path: string) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: w.title, exact: true }).waitFor();
}

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  return overflow;
}

describe('chat in a real browser', () => {
  let site: Site;
  let bookerId: number;
  beforeAll(async () => {
    site = await startSite();
    const booker = await site.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    bookerId = booker.id;
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    const w = words[locale];

    it(`${locale}: two members chat live, the history survives a reload, the unread count shows, blocking works`, async () => {
      const stamp = Date.now();
      const first = `${locale === 'nl' ? 'Hoi Bente, komt de lunch om 12 uur?' : 'Hi Bente, is lunch at noon?'} (${stamp})`;
      const answerTop = `${locale === 'nl' ? 'Ja graag!' : 'Yes please!'} (${stamp})`;
      const answerBottom = locale === 'nl' ? 'Voor vier personen.' : 'For four people.';
      const messages = localizedPath('my-messages', locale);

      // The booker looks at her conversations.
      const booker = await (await site.browser.newContext()).newPage();
      await logIn(booker, site, locale, 'booker@example.com', messages);
      const list = booker.locator('.chat-list');
      await list.waitFor();
      expect(await seriousViolations(booker)).toEqual([]);

      // The host opens the conversation with her (`?with=`) and writes; Enter sends.
      const host = await (await site.browser.newContext()).newPage();
      await logIn(host, site, locale, 'host@example.com', `${messages}?with=${bookerId}`);
      const field = host.getByLabel(w.message, { exact: true });
      await field.fill(first);
      await field.press('Enter');
      const hostLog = host.getByRole('log', { name: w.log });
      await hostLog.getByText(first).waitFor();
      await expect.poll(() => field.inputValue()).toBe('');
      expect(await seriousViolations(host)).toEqual([]);

      // Without a reload, the booker's list shows it, with the unread badge; so does her account menu.
      const item = list.locator('.chat-item', { hasText: first });
      await item.waitFor();
      await item.locator('.chat-badge').waitFor();
      expect(await item.locator('.chat-badge').textContent()).toMatch(w.unread);
      await booker.getByText(w.unread).first().waitFor();
      await booker.getByRole('button', { name: w.accountMenu }).click();
      await booker.getByRole('menuitem', { name: w.menuUnread }).waitFor();
      await booker.keyboard.press('Escape');
      expect(await scrollsSideways(booker, 375)).toBe(false);

      // She opens it, reads it, and answers on two lines (Shift+Enter), sent with Enter.
      await item.getByRole('link').click();
      const bookerLog = booker.getByRole('log', { name: w.log });
      await bookerLog.getByText(first).waitFor();
      const answer = booker.getByLabel(w.message, { exact: true });
      await answer.fill(answerTop);
      await answer.press('Shift+Enter');
      await answer.pressSequentially(answerBottom);
      expect(await answer.inputValue()).toBe(`${answerTop}\n${answerBottom}`);
      await answer.press('Enter');
      await bookerLog.getByText(answerTop).waitFor();
      await expect.poll(() => item.locator('.chat-badge').count()).toBe(0);
      expect(await seriousViolations(booker)).toEqual([]);

      // The host sees the answer without a reload.
      await hostLog.getByText(answerTop).waitFor();
      const stored = await site.db
        .selectFrom('chat_messages')
        .select('text')
        .where('text', 'like', `${answerTop}%`)
        .executeTakeFirstOrThrow();
      expect(stored.text).toBe(`${answerTop}\n${answerBottom}`);

      // A reload keeps the history.
      await booker.reload();
      await booker.getByRole('log', { name: w.log }).getByText(first).waitFor();
      await booker.getByRole('log', { name: w.log }).getByText(answerTop).waitFor();
      // On a phone one pane at a time, without sideways scrolling.
      await booker.setViewportSize({ width: 375, height: 800 });
      expect(await booker.locator('.chat-list-pane').isVisible()).toBe(false);
      expect(await booker.getByRole('link', { name: w.back }).isVisible()).toBe(true);
      expect(await scrollsSideways(booker, 375)).toBe(false);

      // She blocks the host, after confirming: the host can no longer write; then unblocks.
      await booker.getByRole('button', { name: w.block, exact: true }).click();
      const dialog = booker.getByRole('dialog', { name: w.blockTitle });
      await dialog.waitFor();
      expect(await seriousViolations(booker)).toEqual([]);
      await dialog.getByRole('button', { name: w.block, exact: true }).click();
      await booker.getByText(w.youBlocked).waitFor();
      await host.getByText(w.cannotSend).waitFor();
      await booker.getByRole('button', { name: w.unblock, exact: true }).click();
      await booker.getByRole('dialog').getByRole('button', { name: w.unblock, exact: true }).click();
      await booker.getByLabel(w.message, { exact: true }).waitFor();
      await host.getByLabel(w.message, { exact: true }).waitFor();

      await booker.context().close();
      await host.context().close();
    });
  }
});
