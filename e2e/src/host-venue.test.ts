import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/** A real PNG of `width` x `height` pixels in one RGB colour, made with zlib. */
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
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether the page scrolls sideways at a width (a pixel of slack for scrollWidth's rounding). */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(50);
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('the host area in a real browser', () => {
  let site: Site;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  /** axe finds nothing serious, and neither a phone nor a wide screen scrolls sideways. */
  async function checkPage() {
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [375, 1440])
      expect(await scrollsSideways(page, width), `${page.url()} at ${width}`).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it('edits texts in both languages, adds opening hours, uploads a photo and sees the change log', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/en/host`);
    await page.getByLabel('E-mail address', { exact: true }).fill('host@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'My locations', level: 1 }).waitFor();
    await page.getByText('Awaiting approval').first().waitFor();
    await checkPage();

    // The account menu links the host area.
    await page.getByRole('button', { name: /Hanna/ }).click();
    await page.getByRole('menuitem', { name: 'Host area' }).waitFor();
    await page.keyboard.press('Escape');

    // The first live location's details.
    const card = page.getByRole('listitem').filter({ hasText: 'Live' }).first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: /^Details/, level: 1 }).waitFor();
    await checkPage();
    const dutch = page.getByRole('group', { name: 'Dutch' });
    const english = page.getByRole('group', { name: 'English' });
    await dutch
      .getByLabel('Description', { exact: true })
      .fill('Een lichte zaal met uitzicht over de gracht.');
    await english.getByLabel('Description', { exact: true }).fill('A bright room overlooking the canal.');
    await page.getByRole('checkbox', { name: 'Hearing loop' }).check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await status('The details have been saved.');

    // A bad lead time is marked at its field.
    await page.getByLabel('Booking lead time (hours)').fill('-3');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check the marked fields.' }).waitFor();
    expect(await page.getByLabel('Booking lead time (hours)').getAttribute('aria-invalid')).toBe('true');
    await checkPage();
    await page.getByLabel('Booking lead time (hours)').fill('2');
    await page.getByRole('button', { name: 'Save details' }).click();
    await status('The details have been saved.');

    // Opening hours: open on Sunday for meeting rooms.
    await page.getByRole('link', { name: 'Opening hours' }).click();
    await page.getByRole('heading', { name: /^Opening hours/, level: 1 }).waitFor();
    const rooms = page.getByRole('group', { name: 'Meeting room' });
    await rooms.getByRole('checkbox', { name: 'Sunday' }).check();
    await rooms.getByLabel('Sunday from').fill('10:00');
    await rooms.getByLabel('Sunday until').fill('16:00');
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await status('The opening hours have been saved.');
    await checkPage();

    // A photo.
    await page.getByRole('link', { name: 'Photos' }).click();
    await page.getByRole('heading', { name: /^Photos/, level: 1 }).waitFor();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'zaal.png',
      mimeType: 'image/png',
      buffer: makePng(800, 600, [40, 120, 90]),
    });
    await page.getByLabel('Description of the photo (English)').fill('The canal room');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await status('The photo has been added.');
    await page.getByRole('img', { name: 'The canal room' }).waitFor();
    await checkPage();

    // The change log shows all three, newest first.
    await page.getByRole('link', { name: 'Changes' }).click();
    await page.getByRole('heading', { name: /^Changes/, level: 1 }).waitFor();
    const entries = page.locator('.host-changes > li');
    await entries.first().waitFor();
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain('photo added');
    expect(texts[1]).toContain('opening hours changed');
    expect(texts.some((t) => t.includes('A bright room overlooking the canal.'))).toBe(true);
    expect(texts[0]).toContain('Hanna Host');
    await checkPage();

    // Managers.
    await page.getByRole('link', { name: 'Managers' }).click();
    await page.getByRole('heading', { name: /^Managers/, level: 1 }).waitFor();
    await page.getByText('host@example.com').waitFor();
    await checkPage();

    // The public page shows the new English text and the hearing loop.
    const saved = await site.db
      .selectFrom('locations')
      .select(['id', 'slug', 'description_en'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(saved.description_en).toBe('A bright room overlooking the canal.');
    await page.goto(`${site.baseUrl}/en/locations/${saved.id}/${saved.slug}`);
    await page.getByText('A bright room overlooking the canal.').first().waitFor();
    await page.getByRole('heading', { name: 'Facilities', level: 2 }).waitFor();
    await page.getByText('Hearing loop').waitFor();
  });

  it('tells a member who manages nothing how to add a location, in Dutch', async () => {
    const other = await (await site.browser.newContext()).newPage();
    await other.goto(`${site.baseUrl}/nl/host`);
    await other.getByLabel('E-mailadres', { exact: true }).fill('booker@example.com');
    await other.getByLabel('Wachtwoord', { exact: true }).fill('E2e-pass-1!');
    await other.getByRole('button', { name: 'Inloggen' }).click();
    await other.getByRole('heading', { name: 'Mijn locaties', level: 1 }).waitFor();
    await other.locator('#main').getByRole('link', { name: 'Locatie toevoegen' }).waitFor();
    expect(await seriousViolations(other)).toEqual([]);
  });
});
