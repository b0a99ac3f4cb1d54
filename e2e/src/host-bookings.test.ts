import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    calendar: 'Boekingen op mijn locaties',
    region: /^Agenda van /,
    day: 'Dag',
    week: 'Week',
    next: 'Volgende week',
    today: 'Vandaag',
    arrived: 'De gasten zijn er',
    checkedIn: /^Ingecheckt door Hanna Host/,
    checkedInTag: 'ingecheckt',
    contacts: 'Boeker en contactpersonen',
    todos: 'Taken',
    todoText: 'Wat moet er gebeuren',
    addTodo: 'Taak toevoegen',
    back: 'Terug naar de agenda',
    notes: 'Notities',
    noteText: 'Notitie',
    addNote: 'Notitie toevoegen',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    calendar: 'Bookings at my locations',
    region: /^Calendar of /,
    day: 'Day',
    week: 'Week',
    next: 'Next week',
    today: 'Today',
    arrived: 'The guests have arrived',
    checkedIn: /^Checked in by Hanna Host/,
    checkedInTag: 'checked in',
    contacts: 'Booker and contacts',
    todos: 'To-dos',
    todoText: 'What needs doing',
    addTodo: 'Add to-do',
    back: 'Back to the calendar',
    notes: 'Notes',
    noteText: 'Note',
    addNote: 'Add note',
  },
} as const;
type Locale = keyof typeof words;

/** Logs in as a demo member on a members-only page (`path`), which then shows its `heading`. */
async function logIn(
  page: Page,
  site: Site,
  locale: Locale,
  email: string,
  path: string,
  heading: string | RegExp,
) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('E2e-pass-1!');
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Whether the page scrolls sideways at `width` px. */
async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  await page.setViewportSize({ width: 1280, height: 800 });
  return overflow;
}

describe("the host's bookings in a real browser", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: the host opens this week's calendar, opens a booking, checks the guests in and adds a to-do`, async () => {
      const w = words[locale];
      const page = await (await site.browser.newContext()).newPage();
      await logIn(page, site, locale, 'host@example.com', localizedPath('host-bookings', locale), w.calendar);
      const grid = page.getByRole('region', { name: w.region });
      await grid.getByRole('link').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page, 375)).toBe(false);
      expect(await scrollsSideways(page, 1440)).toBe(false);

      // The day view and the next week answer too, and "today" comes back.
      await page.getByRole('button', { name: w.day, exact: true }).click();
      await page.waitForURL(/view=day/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.week, exact: true }).click();
      await page.getByRole('button', { name: w.next }).click();
      await page.waitForURL(/date=/);
      await page.getByRole('button', { name: w.today, exact: true }).click();
      await grid.getByRole('link').first().waitFor();

      // Open a booking that is not checked in yet.
      const block = grid.getByRole('link').filter({ hasNotText: w.checkedInTag }).first();
      await block.click();
      await page.waitForURL(/\/host\/(boekingen|bookings)\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 2, name: w.contacts }).waitFor();
      await page.locator('a[href^="mailto:"]').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page, 375)).toBe(false);
      expect(await scrollsSideways(page, 1440)).toBe(false);

      await page.getByLabel(w.arrived).check();
      await page.getByText(w.checkedIn).waitFor();
      const todos = page.getByRole('region', { name: w.todos, exact: true });
      const text = `Koffie klaarzetten (${locale})`;
      await todos.getByLabel(w.todoText).fill(text);
      await todos.getByRole('button', { name: w.addTodo }).click();
      await todos.getByRole('listitem').filter({ hasText: text }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const checkin = await site.db
        .selectFrom('reservation_checkins')
        .select('is_checked_in')
        .where('reservation_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(checkin.is_checked_in).toBe(1);
      const todo = await site.db
        .selectFrom('reservation_notes')
        .select(['side', 'kind'])
        .where('reservation_id', '=', id)
        .where('text', '=', text)
        .executeTakeFirstOrThrow();
      expect(todo).toEqual({ side: 'host', kind: 'todo' });

      // Back in the calendar the booking is marked as checked in.
      await page.getByRole('link', { name: w.back }).click();
      await grid.getByRole('link').filter({ hasText: w.checkedInTag }).first().waitFor();
      await page.context().close();
    });

    it(`${locale}: the booker adds a note on their reservation, kept on the booker's side`, async () => {
      const w = words[locale];
      const booker = await site.db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'booker@example.com')
        .executeTakeFirstOrThrow();
      const reservation = await site.db
        .selectFrom('reservations')
        .select('id')
        .where('profile_id', '=', booker.id)
        .where('status_id', '!=', 3)
        .orderBy('starts_at', 'desc')
        .executeTakeFirstOrThrow();
      const page = await (await site.browser.newContext()).newPage();
      const path = localizedPath('my-reservation-notes', locale, { id: reservation.id });
      await logIn(page, site, locale, 'booker@example.com', path, new RegExp(`#${reservation.id}\\)`));
      const notes = page.getByRole('region', { name: w.notes, exact: true });
      const text = `Agenda rondsturen (${locale})`;
      await notes.getByLabel(w.noteText, { exact: true }).fill(text);
      await notes.getByRole('button', { name: w.addNote }).click();
      await notes.getByRole('listitem').filter({ hasText: text }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page, 375)).toBe(false);
      const note = await site.db
        .selectFrom('reservation_notes')
        .select(['side', 'kind', 'created_by'])
        .where('reservation_id', '=', reservation.id)
        .where('text', '=', text)
        .executeTakeFirstOrThrow();
      expect(note).toEqual({ side: 'booker', kind: 'note', created_by: booker.id });
      await page.context().close();
    });
  }
});
