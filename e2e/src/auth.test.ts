import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

describe('forgot password and login with a mailed code in a real browser', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    context = await site.browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => site?.close());

  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

  /** The text of the newest mail in the dev outbox whose subject matches, read in a second tab. */
  async function newestMail(subject: RegExp): Promise<{ text: string; mail: Page }> {
    const mail = await context.newPage();
    await mail.goto(`${site.baseUrl}/dev/outbox`);
    await mail.getByRole('link', { name: subject }).first().click();
    const text = (await mail.locator('pre').textContent()) ?? '';
    return { text, mail };
  }

  it('asks for a reset link from the login page, says the same for an unknown address, and mails the link', async () => {
    await page.goto(`${site.baseUrl}/en/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/en\/forgot-password$/);
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An address that is not one is refused at the field, without asking the server.
    const field = page.getByLabel('E-mail address', { exact: true });
    await field.fill('booker.example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter a valid e-mail address' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId()).toBe('forgot-email');
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill('booker@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await focusedText()).toBe('Check your e-mail');
    await page.getByText(/^If there is an account with the e-mail address booker@example\.com,/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An unknown address gets the very same answer.
    await page.getByRole('button', { name: 'Use another e-mail address' }).click();
    expect(await focusedId()).toBe('forgot-email');
    await field.fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByText(/^If there is an account with the e-mail address nobody-here@example\.org,/)
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    const { text, mail } = await newestMail(/^Set a new password$/);
    const code = /Your code: (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The link carries the code: the page fills it in and waits for the password.
    await mail
      .getByRole('link', { name: new RegExp(`/en/set-password\\?token=[\\w-]+&pin=${code}$`) })
      .click();
    await mail.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await mail.getByLabel('Code from the e-mail').inputValue()).toBe(code);
    await mail.getByText('The code from the e-mail is filled in: just choose your password.').waitFor();
    await expect
      .poll(() => mail.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
    await mail.goto(`${site.baseUrl}/dev/outbox`);
    expect(await mail.getByText('nobody-here@example.org').count()).toBe(0);
    await mail.close();
  });

  it('logs in with a mailed code, words a wrong code, goes back where it came from, and keeps a member out of the guest pages', async () => {
    await page.goto(`${site.baseUrl}/en/my/reservations`);
    await page.getByText('This page is for members: log in, or create an account below.').waitFor();
    await page.getByRole('link', { name: 'Log in with a code by e-mail' }).click();
    await page.waitForURL(/\/en\/pin\?back=%2Fen%2Fmy%2Freservations$/);
    await page.getByRole('heading', { level: 1, name: 'Log in with a code' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByRole('button', { name: 'Mail me a code' }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    expect(await focusedId()).toBe('pin-code');
    const codeField = page.getByLabel('Code from the e-mail');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await seriousViolations(page)).toEqual([]);

    const { text, mail } = await newestMail(/^(Your login code|Je inlogcode)$/);
    await mail.close();
    const pin = /(?:Your code|Je code): (\d{6})/.exec(text)?.[1] as string;
    expect(pin).toMatch(/^\d{6}$/);

    await codeField.fill(pin === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This code is not right.' }).waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await codeField.fill(pin);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/en\/my\/reservations$/);
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();

    // Guest-only pages send a member to the root.
    await page.goto(`${site.baseUrl}/en/pin`);
    await page.waitForURL(/\/en$/);
    await page.goto(`${site.baseUrl}/nl/wachtwoord-vergeten`);
    await page.waitForURL(/\/nl$/);
    await page.goto(`${site.baseUrl}/en/login`);
    await page.waitForURL(/\/en$/);
    await page.goto(`${site.baseUrl}/nl/wachtwoord-instellen?token=x`);
    await page.waitForURL(/\/nl$/);
    await page.getByRole('button', { name: /^Accountmenu van / }).waitFor();
  });

  it('ends the session in the page when the API no longer accepts its token (401)', async () => {
    await page.goto(`${site.baseUrl}/en/my/reservations`);
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('meetspace.session') ?? '{}') as { ProfileToken?: string })
          .ProfileToken,
    );
    expect(token).toMatch(/^[\w-]{32}$/);
    // The token ends elsewhere (another device logged off, or it expired).
    const logoff = await fetch(`${site.baseUrl}/api/v1/logoff`, {
      method: 'DELETE',
      headers: { apiToken: 'e2e-key', profileToken: token ?? '' },
    });
    expect(logoff.status).toBeLessThan(300);
    // The next call the page makes answers 401: the member is logged off here, the page asks to log in.
    await page.reload();
    await page.getByText('This page is for members: log in, or create an account below.').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('meetspace.session'))).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
