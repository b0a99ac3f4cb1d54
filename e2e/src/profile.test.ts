import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/** A real PNG of `width` x `height` pixels in one RGB colour (8-bit, no interlace), made with zlib. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the profile and billing screens in a real browser', () => {
  let site: Site;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
  const focusedId = () => page.evaluate(() => document.activeElement?.id);

  it('logs in through /my, changes the name, and adds, edits and deletes a billing address', async () => {
    await page.goto(`${site.baseUrl}/en/my`);
    await page.getByText('This page is for members: log in, or create an account below.').waitFor();
    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await page.getByText('Hello Bente').waitFor();
    await page.getByRole('link', { name: 'My reservations' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'My profile', exact: true }).click();
    await page.waitForURL(/\/en\/my\/profile$/);
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    const firstName = page.getByLabel('First name');
    expect(await firstName.inputValue()).toBe('Bente');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('booker@example.com');
    // The demo member's two billing addresses are listed.
    await page
      .getByRole('list')
      .filter({ has: page.locator('address') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A first name of only spaces passes the browser but not the API: its 400 shows at the field.
    await firstName.fill('   ');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check the marked fields.' }).waitFor();
    await page.getByText('Fill in your first name.').waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId()).toBe(await firstName.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);

    await firstName.fill('Benthe');
    await page.getByLabel('Phone number (optional)').fill('030 123 45 67');
    await page.getByRole('button', { name: 'Save details' }).click();
    await status('Your details are saved.');
    expect(await firstName.getAttribute('aria-invalid')).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Benthe');
    expect(await page.getByLabel('Phone number (optional)').inputValue()).toBe('030 123 45 67');

    // Add a billing address: first without a company or name and without a street (400 at the fields).
    const addButton = page.getByRole('button', { name: 'Add a billing address' });
    await addButton.click();
    const add = page.getByRole('dialog', { name: 'New billing address' });
    await add.waitFor();
    expect(await focusedId()).toBe(await add.getByLabel('Company').getAttribute('id'));
    expect(await add.getByLabel('Country').inputValue()).toBe('Netherlands');
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByLabel('Postal code').fill('3811 AB');
    await add.getByLabel('City').fill('Amersfoort');
    await add.getByRole('button', { name: 'Save address' }).click();
    await add.getByText('Fill in a company or a name to send the invoice to.').waitFor();
    await add.getByText('Fill in the street and number.').waitFor();
    expect(await add.getByLabel('Send to (name)').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByLabel('Company').fill('Profieltest BV');
    await add.getByLabel('Street and number').fill('Stationsplein 9');
    await add.getByRole('button', { name: 'Save address' }).click();
    await status('The billing address is added.');
    expect(await add.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Add a billing address');
    const item = page.getByRole('listitem').filter({ hasText: 'Profieltest BV' });
    await item.getByText('3811 AB Amersfoort').waitFor();

    // Edit it.
    await item.getByRole('button', { name: 'Edit Profieltest BV' }).click();
    const edit = page.getByRole('dialog', { name: 'Change billing address' });
    await edit.waitFor();
    expect(await edit.getByLabel('Street and number').inputValue()).toBe('Stationsplein 9');
    await edit.getByLabel('City').fill('Utrecht');
    await edit.getByLabel('Purchase order number').fill('PO-42');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await status('The billing address is saved.');
    await item.getByText('3811 AB Utrecht').waitFor();
    await item.getByText('PO-42').waitFor();

    // Delete it, after confirming.
    await item.getByRole('button', { name: 'Delete Profieltest BV' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete billing address' });
    await remove.getByText('Do you want to delete this billing address?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await remove.getByRole('button', { name: 'Delete address' }).click();
    await status('The billing address is deleted.');
    expect(await page.getByText('Profieltest BV').count()).toBe(0);
    // The button that opened the dialog is gone: focus is on the section heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Billing addresses');
  });

  it('uploads a profile picture (Dutch): checks the file first, shows the API refusal and the new picture', async () => {
    const own = await (await site.browser.newContext()).newPage();
    await own.goto(`${site.baseUrl}/nl/mijn/profiel`);
    await own.getByText('Deze pagina is voor leden: log in, of maak hieronder een account aan.').waitFor();
    await own.getByLabel('E-mailadres', { exact: true }).fill('booker@example.com');
    await own.getByLabel('Wachtwoord', { exact: true }).fill('E2e-pass-1!');
    await own.getByRole('button', { name: 'Inloggen' }).click();
    await own.waitForURL(/\/nl\/mijn\/profiel$/);
    const section = own.getByRole('region', { name: 'Profielfoto' });
    await section.getByRole('heading', { name: 'Profielfoto', level: 2 }).waitFor();
    // No picture yet: the initials stand in, named for screen readers.
    await section.getByRole('img', { name: 'Nog geen profielfoto' }).waitFor();
    const input = section.getByLabel('Kies een foto');
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png');
    const upload = section.getByRole('button', { name: 'Foto uploaden' });
    const uploads: string[] = [];
    own.on('request', (r) => {
      if (r.url().endsWith('/api/v1/profile/image')) uploads.push(r.method());
    });

    // Nothing chosen, then a text file: refused on the page, at the field, without a call.
    await upload.click();
    await section.getByText('Kies eerst een foto.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.setInputFiles({
      name: 'notities.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('geen foto'),
    });
    await section.getByText('Kies een JPEG- of PNG-bestand.').waitFor();
    await upload.click();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await own.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    expect(await seriousViolations(own)).toEqual([]);
    expect(uploads).toEqual([]);

    // A text file named .png passes the page, but the API reads the contents: its 400 shows at the field.
    await input.setInputFiles({ name: 'nep.png', mimeType: 'image/png', buffer: Buffer.from('geen foto') });
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await upload.click();
    await section.getByText('Dit bestand is geen bruikbare JPEG- of PNG-foto. Kies een andere.').waitFor();
    await section.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden.' }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await own.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    expect(uploads).toEqual(['PUT']);

    // A real PNG: saved, announced, and shown (the API's 640x480 JPEG under /uploads/).
    await input.setInputFiles({
      name: 'bente.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48, [51, 102, 170]),
    });
    await upload.click();
    await own.getByRole('status').filter({ hasText: 'Je profielfoto is opgeslagen.' }).waitFor();
    const picture = section.getByRole('img', { name: /^Profielfoto van Ben/ });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/profiles\/\d+\/[0-9a-f]+\/640x480\.jpg$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(await seriousViolations(own)).toEqual([]);

    // It is the member's picture now: still there after a reload.
    await own.reload();
    await own.getByRole('img', { name: /^Profielfoto van Ben/ }).waitFor();
    await own.close();
  });

  it('a new member deletes their profile only with the box ticked, is logged off and sent home', async () => {
    const other = await (await site.browser.newContext()).newPage();
    await other.goto(`${site.baseUrl}/nl/inloggen`);
    await other.getByLabel('Voornaam').fill('Wegwerp');
    await other.getByLabel('Achternaam').fill('Account');
    await other.getByLabel('E-mailadres voor het account').fill('wegwerp@example.org');
    await other.getByLabel('Ik ga akkoord met de voorwaarden en de privacyverklaring').check();
    await other.getByRole('button', { name: 'Account aanmaken' }).click();
    await other.getByText('Bijna klaar').waitFor();
    await other.goto(`${site.baseUrl}/dev/outbox`);
    await other.getByRole('link', { name: 'Activeer je account' }).first().click();
    const pin = /Je code: (\d{6})/.exec((await other.locator('pre').textContent()) ?? '')?.[1] as string;
    await other.getByRole('link', { name: /\/nl\/wachtwoord-instellen\?token=/ }).click();
    await other.getByLabel('Code uit de e-mail').fill(pin);
    await other.getByLabel('Nieuw wachtwoord').fill('Sterk-wachtwoord-1');
    await other.getByLabel('Herhaal het wachtwoord').fill('Sterk-wachtwoord-1');
    await other.getByRole('button', { name: 'Opslaan en inloggen' }).click();
    await other.waitForURL(/\/nl\/mijn\/reserveringen$/);

    await other.goto(`${site.baseUrl}/nl/mijn`);
    await other.getByRole('heading', { name: 'Mijn omgeving', level: 1 }).waitFor();
    await other.getByRole('link', { name: 'Mijn profiel', exact: true }).click();
    await other.getByRole('heading', { name: 'Mijn profiel', level: 1 }).waitFor();
    await other.getByText('Je hebt nog geen factuuradressen.').waitFor();
    expect(await seriousViolations(other)).toEqual([]);

    await other.getByRole('button', { name: 'Mijn profiel verwijderen…' }).click();
    const dialog = other.getByRole('dialog', { name: 'Profiel verwijderen' });
    const box = dialog.getByLabel('Ja, verwijder mijn profiel');
    await box.waitFor();
    expect(await seriousViolations(other)).toEqual([]);
    // Without the box ticked nothing is deleted: the error is at the box, which gets the focus.
    await dialog.getByRole('button', { name: 'Profiel definitief verwijderen' }).click();
    await dialog.getByText('Vink het vakje aan om te bevestigen').waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await other.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'checkbox',
    );
    await box.check();
    await dialog.getByRole('button', { name: 'Profiel definitief verwijderen' }).click();
    await other.waitForURL(/\/nl$/);
    await other.getByRole('link', { name: 'Inloggen' }).first().waitFor();

    // The account is gone: logging in with it fails.
    await other.goto(`${site.baseUrl}/nl/mijn/profiel`);
    await other.getByText('Deze pagina is voor leden: log in, of maak hieronder een account aan.').waitFor();
    await other.getByLabel('E-mailadres', { exact: true }).fill('wegwerp@example.org');
    await other.getByLabel('Wachtwoord', { exact: true }).fill('Sterk-wachtwoord-1');
    await other.getByRole('button', { name: 'Inloggen' }).click();
    await other.getByRole('alert').filter({ hasText: 'E-mailadres of wachtwoord onjuist.' }).waitFor();
    expect(other.url()).toMatch(/\/nl\/mijn\/profiel$/);
  });
});
