import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

describe('cookie consent in a real browser', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await startSite({ askConsent: true });
    context = await site.browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => site?.close());

  const dialog = () => page.getByRole('dialog', { name: 'Cookie settings' });
  const box = (name: string) => dialog().getByRole('checkbox', { name });
  const footerButton = () => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent);
  const consentCookie = async () => (await context.cookies()).find((c) => c.name === 'cookie_consent');
  /**
   * Loads the page (the harness waits until the app runs; the cookie settings come with the
   * server-rendered page) and gives the dialog its moment to decide.
   */
  async function load(url: string) {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // React opens the dialog right after rendering the answer: give it that moment.
    await page.waitForTimeout(300);
  }

  it('asks on the first visit, refuses the optional types from the keyboard, remembers it and reopens from the footer', async () => {
    await load(`${site.baseUrl}/en`);
    await dialog().waitFor();
    await dialog().getByText('Anonymous statistics that help us improve the site.').waitFor();
    expect(await box('Necessary').isChecked()).toBe(true);
    expect(await box('Necessary').isDisabled()).toBe(true);
    // An active opt-in: nothing optional is ticked for the visitor (Planet49), not even Analytics.
    expect(await box('Analytics').isChecked()).toBe(false);
    expect(await box('Marketing').isChecked()).toBe(false);
    expect(await focused()).toBe('ca');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: past Marketing and "Accept all" to "Refuse optional".
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('mc');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Refuse optional');
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'hidden' });

    const cookie = await consentCookie();
    expect(cookie).toMatchObject({ value: '1|nc:1|ca:-1|mc:-1', path: '/', sameSite: 'Lax' });
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(1_728_000 - 120);
    expect(maxAge).toBeLessThanOrEqual(1_728_000);

    // A reload does not ask again.
    await load(`${site.baseUrl}/en`);
    expect(await dialog().isVisible()).toBe(false);

    // The footer reopens it with the stored choices; saving one more goes back to the footer.
    await footerButton().click();
    await dialog().waitFor();
    expect(await box('Necessary').isChecked()).toBe(true);
    expect(await box('Analytics').isChecked()).toBe(false);
    expect(await box('Marketing').isChecked()).toBe(false);
    expect(await focused()).toBe('ca');
    expect(await seriousViolations(page)).toEqual([]);
    await box('Marketing').check();
    await dialog().getByRole('button', { name: 'Save choices' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect((await consentCookie())?.value).toBe('1|nc:1|ca:-1|mc:1');
    await expect.poll(focused).toBe('Cookie settings');

    // Escape closes it without saving, focus back on the footer button.
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await box('Marketing').isChecked()).toBe(true);
    await box('Analytics').check();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect((await consentCookie())?.value).toBe('1|nc:1|ca:-1|mc:1');
    await expect.poll(focused).toBe('Cookie settings');

    // Closed and opened again at once: the late close event of the first does not close the second.
    await footerButton().click();
    await dialog().waitFor();
    await page.evaluate(async () => {
      const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('button')];
      const open = () => document.querySelector('[role="dialog"]');
      buttons()
        .find((b) => b.closest('[role="dialog"]') && b.textContent === 'Close without saving')
        ?.click();
      // Once React has closed it, before anything that follows the closing has run.
      while (open()) await Promise.resolve();
      buttons()
        .find((b) => b.closest('footer') && b.textContent === 'Cookie settings')
        ?.click();
    });
    await page.waitForTimeout(300);
    expect(await dialog().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  it('puts the focus at the start of the page content when the dialog that opened by itself closes', async () => {
    // A first visit in a fresh context: nothing had the focus when the dialog opened.
    const fresh = await (await site.browser.newContext()).newPage();
    const consent = fresh.getByRole('dialog', { name: 'Cookie settings' });
    for (const close of ['Escape', 'Accept all'] as const) {
      await fresh.context().clearCookies();
      await fresh.goto(`${site.baseUrl}/en/about`);
      await consent.waitFor();
      if (close === 'Escape') await fresh.keyboard.press('Escape');
      else await consent.getByRole('button', { name: close }).press('Enter');
      await consent.waitFor({ state: 'hidden' });
      // Not lost on the page (body) or left in the footer where the dialog's button is.
      await expect
        .poll(() => fresh.evaluate(() => document.activeElement?.id), { message: close })
        .toBe('main');
      await fresh.keyboard.press('Tab');
      expect(
        await fresh.evaluate(() => Boolean(document.activeElement?.closest('main'))),
        `${close}: Tab goes on into the page`,
      ).toBe(true);
    }
    await fresh.context().close();
  });

  it('asks again when the stored Version is not the latest, starting from the stored choices', async () => {
    await context.addCookies([{ name: 'cookie_consent', value: '0|nc:1|ca:-1|mc:1', url: site.baseUrl }]);
    await load(`${site.baseUrl}/nl`);
    const dutch = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await dutch.waitFor();
    expect(await dutch.getByRole('checkbox', { name: 'Analyse' }).isChecked()).toBe(false);
    expect(await dutch.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(true);
    await dutch.getByRole('button', { name: 'Alles accepteren' }).click();
    await dutch.waitFor({ state: 'hidden' });
    expect((await consentCookie())?.value).toBe('1|nc:1|ca:1|mc:1');
    await load(`${site.baseUrl}/nl`);
    expect(await dutch.isVisible()).toBe(false);
  });
});
