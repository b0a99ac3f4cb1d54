import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { bookNow, next } from './wizard.ts';

/** A Wednesday at least a week ahead (the demo locations are open on weekdays). */
function nextWednesday(): string {
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday to 7 Sunday) of a yyyy-MM-dd date, as opening hours are kept. */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Today in the Netherlands, yyyy-MM-dd. */
const todayInNl = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

describe('a member manages a reservation in the my area of a real browser', () => {
  let site: Site;
  let page: Page;
  const visited: string[] = [];

  beforeAll(async () => {
    site = await startSite();
    page = await (await site.browser.newContext()).newPage();
  });
  afterAll(async () => site?.close());

  const menu = () => page.getByRole('navigation', { name: 'Reservation menu' });
  /** Opens a submenu, checks it is marked as the current page, and scans it with axe. */
  async function openSubmenu(name: string) {
    await menu().getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    expect(await menu().locator('[aria-current="page"]').textContent()).toBe(name);
    expect(await seriousViolations(page), name).toEqual([]);
    visited.push(name);
  }

  it('books, filters the list, edits, comments, reads revisions and mail log, copies, and every submenu passes axe', async () => {
    // Log in through the my area and book a room as a member.
    await page.goto(`${site.baseUrl}/en/my/reservations`);
    await page.getByText('This page is for members: log in, or create an account below.').waitFor();
    await page.getByLabel('E-mail address', { exact: true }).fill('booker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('E2e-pass-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();

    const day = nextWednesday();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByLabel('Where').fill('Utrecht');
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('From').selectOption('600');
    await page.getByLabel('Until').selectOption('720');
    await page.getByLabel('People').fill('3');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Amenities and packages' }).waitFor();
    await next(page, 'en', 'Booking info');
    await page.getByLabel('Name of the meeting (optional)').fill('Quarterly review');
    await next(page, 'en', 'Contact info');
    await page.getByText('You book as').waitFor();
    await page.getByLabel('I accept the booking terms').check();
    await next(page, 'en', 'Check and book');
    await bookNow(page, 'en');

    // The list: filters go into the URL, and a reload keeps them.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'My reservations' }).click();
    await page.getByRole('heading', { name: 'My reservations', level: 1 }).waitFor();
    await page.getByLabel('Name or location contains').fill('quarterly');
    await page.getByLabel('Status').selectOption('2');
    await page.getByRole('button', { name: 'Show reservations' }).click();
    await page.waitForURL(/\/en\/my\/reservations\?q=quarterly&status=2$/);
    await page.reload();
    await page.getByRole('link', { name: /^Quarterly review \(#\d+\)$/ }).waitFor();
    expect(await page.getByLabel('Name or location contains').inputValue()).toBe('quarterly');
    expect(await page.getByRole('link', { name: /\(#\d+\)$/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // A period the wrong way round is refused on the page, without asking the server.
    await page.getByLabel('From date').fill(day);
    await page.getByLabel('Until date').fill(todayInNl());
    await page.getByRole('button', { name: 'Show reservations' }).click();
    await page.getByRole('alert').filter({ hasText: 'The until date is before the from date.' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: /^Quarterly review \(#\d+\)$/ }).click();

    // The reservation submenu: edit name and comment in a dialog.
    await page.getByRole('heading', { name: /^Quarterly review \(#\d+\)$/, level: 1 }).waitFor();
    const id = Number(/\/en\/my\/reservations\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await menu().getByRole('link').count()).toBe(14);
    expect(await menu().locator('[aria-current="page"]').textContent()).toBe('Reservation');
    expect(await seriousViolations(page)).toEqual([]);
    visited.push('Reservation');

    await page.getByRole('button', { name: 'Edit name and comment' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit name and comment' });
    await edit.waitFor();
    // Focus starts in the first field of the dialog.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await edit.getByLabel('Name of the meeting').getAttribute('id'),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByLabel('Name of the meeting').fill('Quarterly review Q3');
    await edit.getByLabel('Comment for the location').fill('Vegetarian lunch for everyone, please.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The details are saved.' }).waitFor();
    await page.getByRole('heading', { name: `Quarterly review Q3 (#${id})`, level: 1 }).waitFor();
    expect(await edit.isVisible()).toBe(false);
    // Focus is back on the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Edit name and comment');

    // Options: the location's list in a dialog; adding lunch for everyone changes the total.
    const totalIncl = () =>
      page
        .getByRole('row', { name: /^Total incl\. VAT/ })
        .getByRole('cell')
        .textContent();
    const totalBefore = await totalIncl();
    await page.getByRole('button', { name: 'Change options' }).click();
    const options = page.getByRole('dialog', { name: 'Change options' });
    const lunch = options.getByLabel(/^Lunch with sandwiches and soup · €\s?[\d,.]+ each$/);
    await lunch.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await seriousViolations(page)).toEqual([]);
    await lunch.fill('3');
    await options.getByRole('button', { name: 'Save options' }).click();
    await page.getByRole('status').filter({ hasText: 'The options are saved' }).waitFor();
    await page.getByText(/^3 × Lunch with sandwiches and soup · €\s?[\d,.]+$/).waitFor();
    expect(await options.isVisible()).toBe(false);
    expect(await totalIncl()).not.toBe(totalBefore);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change options');

    // Tags: comma separated, trimmed, a duplicate dropped.
    await page.getByRole('button', { name: 'Edit tags' }).click();
    const tagsDialog = page.getByRole('dialog', { name: 'Edit tags' });
    await tagsDialog.getByLabel('Tags', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tagsDialog.getByLabel('Tags', { exact: true }).fill(' board , Q3,, Board ');
    await tagsDialog.getByRole('button', { name: 'Save tags' }).click();
    await page.getByRole('status').filter({ hasText: 'The tags are saved.' }).waitFor();
    await page
      .getByRole('definition')
      .filter({ hasText: /^board, Q3$/ })
      .waitFor();

    // Voucher: an unknown code is refused in words; WELKOM10 gives a discount; it can be removed.
    const totalWithOptions = await totalIncl();
    await page.getByLabel('Voucher code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByRole('alert').filter({ hasText: 'The voucher was not applied.' }).waitFor();
    expect(await page.getByLabel('Voucher code').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('This code does not exist.').waitFor();
    await page.getByLabel('Voucher code').fill('WELKOM10');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByRole('status').filter({ hasText: 'The voucher is applied' }).waitFor();
    await page.getByRole('row', { name: /^Discount −€\s?[\d,.]+$/ }).waitFor();
    expect(await totalIncl()).not.toBe(totalWithOptions);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove voucher' }).click();
    await page.getByRole('status').filter({ hasText: 'The voucher is removed' }).waitFor();
    await page.getByRole('row', { name: /^Discount/ }).waitFor({ state: 'detached' });
    expect(await totalIncl()).toBe(totalWithOptions);

    // A date change that is too late: the preview says the server's refusal in words before
    // confirming, and confirming is not offered.
    await page.getByRole('button', { name: 'Change date' }).click();
    const move = page.getByRole('dialog', { name: 'Change the date' });
    await move.getByText(/^New price: €\s?[\d.,]+ incl\. VAT \(now €\s?[\d.,]+\)\.$/).waitFor();
    // Today is within 24 hours: too close, in the server's words. On a day the location is closed
    // (most demo locations open on weekdays only) the page says that first, also refusing.
    const today = todayInNl();
    const { location_id } = await site.db
      .selectFrom('reservations')
      .select('location_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const opensToday =
      (await site.db
        .selectFrom('opening_hours')
        .select('id')
        .where('location_id', '=', location_id)
        .where('meeting_type_id', '=', 1)
        .where('weekday', '=', isoWeekday(today))
        .executeTakeFirst()) !== undefined &&
      (await site.db
        .selectFrom('closed_days')
        .select('id')
        .where('location_id', '=', location_id)
        .where('date', '=', today)
        .executeTakeFirst()) === undefined;
    await move.getByLabel('Date').fill(today);
    await move
      .getByRole('status')
      .filter({ hasText: opensToday ? 'The new start is too close' : 'The location is closed on that day.' })
      .waitFor();
    expect(await move.getByRole('button', { name: 'Change the date' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await move.waitFor({ state: 'hidden' });

    // Comments: post one, then reply to it.
    await openSubmenu('Comments');
    await page.getByText('No comments yet.').waitFor();
    await page.getByLabel('Your comment').fill('Can we have the room from 9:45?');
    await page.getByRole('button', { name: 'Post comment' }).click();
    // Wait for the posted comment in the list, not for the text still in the field.
    const comments = page.getByRole('article', { name: 'Comment by Bente Boeker' });
    await comments.filter({ hasText: 'Can we have the room from 9:45?' }).first().waitFor();
    await page.getByRole('button', { name: 'Reply to Bente Boeker' }).click();
    await page.getByLabel('Your reply to Bente Boeker').fill('Asked the location, waiting for an answer.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => comments.count()).toBe(2);
    await comments.nth(1).filter({ hasText: 'Asked the location, waiting for an answer.' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Revisions: the edit in words, newest first.
    await openSubmenu('Revisions');
    await page.getByText('Details edited').waitFor();
    await page.getByText('Name: Quarterly review → Quarterly review Q3').waitFor();
    await page.getByText('Comment: (empty) → Vegetarian lunch for everyone, please.').waitFor();

    // Mail log: the booking confirmation.
    await openSubmenu('Mail log');
    await page.getByRole('cell', { name: 'Booking confirmation' }).waitFor();
    expect(await page.getByRole('cell', { name: /booker@example\.com/ }).count()).toBeGreaterThan(0);

    // Contacts, program and external links work against the API.
    await openSubmenu('Contacts');
    await page.getByRole('cell', { name: 'Booker', exact: true }).waitFor();
    // The API's refusal at a contact's field (`Contacts[0].Email`) shows at that field.
    await page.getByRole('button', { name: 'Edit contacts' }).click();
    const booker = page.getByRole('group', { name: 'Contact 1' });
    await booker.getByRole('checkbox', { name: 'Receives e-mails about this reservation' }).uncheck();
    await booker.getByLabel('E-mail address').fill('');
    await page.getByRole('button', { name: 'Save contacts' }).click();
    await booker
      .getByText('The booker needs an e-mail address: the mails about the reservation go there.')
      .waitFor();
    expect(await booker.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Close without saving' }).click();
    await page.getByRole('button', { name: 'Edit contacts' }).waitFor();
    await openSubmenu('Program');
    await page.getByRole('button', { name: 'Make a program' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Welcome and agenda');
    await page.getByRole('button', { name: 'Save the program' }).click();
    await page.getByRole('status').filter({ hasText: 'The program is saved.' }).waitFor();
    await page.getByText('Welcome and agenda').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openSubmenu('External links');
    await page.getByLabel('Web address').fill('https://meet.example.com/quarterly');
    await page.getByLabel('Title (optional)').fill('Video call');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('link', { name: /^Video call/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Notes and to-dos are the booker's own (the location does not see them).
    await openSubmenu('Notes');
    await page.getByText('No notes yet.').waitFor();
    await openSubmenu('To-dos');
    await page.getByText('No to-dos yet.').waitFor();
    // Who checked in for it (the people area's check-ins); a later capability says so in one sentence.
    await openSubmenu('Check-ins');
    await page.getByText(/^Who checked in at the location for this reservation/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openSubmenu('Event calendar');
    await page.getByText(/^The event calendar is shown here/).waitFor();
    // Payments and invoices are real: what is paid and open, the ways to pay, the (draft) invoices.
    for (const name of ['Payments', 'Invoice', 'Deposit invoice']) {
      await openSubmenu(name);
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await openSubmenu('Payments');
    await page.getByRole('button', { name: 'Pay online' }).waitFor();

    // The same submenu in Dutch.
    await openSubmenu('Comments');
    await page.getByRole('link', { name: 'View this page in Dutch' }).click();
    await page.waitForURL(new RegExp(`/nl/mijn/reserveringen/${id}/opmerkingen$`));
    await page.getByRole('heading', { level: 2, name: 'Opmerkingen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Engels' }).click();
    await page.waitForURL(new RegExp(`/en/my/reservations/${id}/comments$`));

    // Copy to another date: check, copy (linked into a series), and land on the new reservation.
    await openSubmenu('Reservation');
    await page.getByRole('button', { name: 'Copy to another date' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy the reservation' });
    await copy.getByLabel('Link the copy into a series with this reservation').check();
    await copy.getByRole('button', { name: 'Check availability' }).click();
    await copy.getByText(/^Available\. The copy costs €\s?[\d,.]+ incl\. VAT/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await copy.getByRole('button', { name: 'Copy the reservation' }).click();
    await page.waitForURL(
      (url) => /\/en\/my\/reservations\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    const copyId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.getByRole('heading', { name: `Quarterly review Q3 (#${copyId})`, level: 1 }).waitFor();
    await page.getByText(`This is the copy of reservation #${id}.`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('res-title');
    // Both are in the series now, each linking to the other.
    await page.getByRole('heading', { name: 'Series', level: 3 }).waitFor();
    await page.getByRole('link', { name: `Quarterly review Q3 (#${id})` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // In a series the edit can go to every reservation of it.
    await page.getByRole('button', { name: 'Edit name and comment' }).click();
    const editAll = page.getByRole('dialog', { name: 'Edit name and comment' });
    await editAll.getByLabel('Apply to every reservation in this series').check();
    expect(await seriousViolations(page)).toEqual([]);
    await editAll.getByLabel('Name of the meeting').fill('Quarterly review Q4');
    await editAll.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `Quarterly review Q4 (#${copyId})`, level: 1 }).waitFor();
    await page.getByRole('link', { name: `Quarterly review Q4 (#${id})` }).waitFor();
    await openSubmenu('Revisions');
    await page.getByText('Made as a copy').waitFor();
    await page.getByText(`Copy of reservation: (empty) → #${id}`).waitFor();

    expect(new Set(visited).size).toBe(14);
    // One long journey through every submenu and dialog (about 45 s alone): more than the suite's
    // default minute on a busy machine.
  }, 240_000);
});
