import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';

/** A weekday (0 Sunday .. 6 Saturday) at least a week ahead, yyyy-MM-dd (demo locations open on weekdays). */
export function nextWeekday(weekday: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const words = {
  en: {
    where: 'Where',
    date: 'Date',
    from: 'From',
    until: 'Until',
    people: 'People',
    search: 'Search',
    choose: /^Choose /,
    book: /^Book /,
    next: 'Next',
    meetingName: 'Name of the meeting (optional)',
    name: 'Your name',
    email: 'Your e-mail address',
    terms: 'I accept the booking terms',
    bookNow: 'Book now',
    booked: 'Booked!',
    number: /^Your reservation number is (\d+)\.$/,
  },
  nl: {
    where: 'Waar',
    date: 'Datum',
    from: 'Van',
    until: 'Tot',
    people: 'Personen',
    search: 'Zoeken',
    choose: /^Kies /,
    book: /^Boek /,
    next: 'Volgende',
    meetingName: 'Naam van de bijeenkomst (optioneel)',
    name: 'Je naam',
    email: 'Je e-mailadres',
    terms: 'Ik ga akkoord met de boekingsvoorwaarden',
    bookNow: 'Nu boeken',
    booked: 'Geboekt!',
    number: /^Je reserveringsnummer is (\d+)\.$/,
  },
} as const;

export type WizardLocale = keyof typeof words;
export const wizardWords = (locale: WizardLocale) => words[locale];

/** Fills in the home page's search form and searches; resolves when the wizard shows locations. */
export async function search(
  page: Page,
  locale: WizardLocale,
  q: { where: string; date: string; from: number; until: number; people: number },
): Promise<void> {
  const w = words[locale];
  await page.getByLabel(w.where, { exact: true }).fill(q.where);
  await page.getByLabel(w.date, { exact: true }).fill(q.date);
  // A select's name is its label and its options: match the label's start among the selects.
  await page.getByRole('combobox', { name: new RegExp(`^${w.from}`) }).selectOption(String(q.from));
  await page.getByRole('combobox', { name: new RegExp(`^${w.until}`) }).selectOption(String(q.until));
  await page.getByLabel(w.people, { exact: true }).fill(String(q.people));
  await page.getByRole('button', { name: w.search, exact: true }).click();
  await page.waitForURL(new RegExp(`/${locale}\\?sk=[\\w-]+$`));
  await page.getByRole('button', { name: w.choose }).first().waitFor();
}

/** Steps 1 and 2: the first available location and its first free space; resolves on step 3. */
export async function chooseFirstSpace(page: Page, locale: WizardLocale, axe = false): Promise<void> {
  const w = words[locale];
  await page.getByRole('button', { name: w.choose }).first().click();
  const book = page.getByRole('button', { name: w.book }).first();
  await book.waitFor();
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  await book.click();
  await page
    .getByRole('heading', {
      level: 2,
      name: locale === 'en' ? 'Amenities and packages' : 'Faciliteiten en arrangementen',
    })
    .waitFor();
}

/** Presses "Next" and waits for the heading of the next step. */
export async function next(page: Page, locale: WizardLocale, heading: string): Promise<void> {
  await page.getByRole('button', { name: words[locale].next, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** The confirmation step's "Book now"; returns the reservation number shown. */
export async function bookNow(page: Page, locale: WizardLocale): Promise<number> {
  const w = words[locale];
  await page.getByRole('button', { name: w.bookNow }).click();
  await page.getByRole('heading', { name: w.booked }).or(page.getByRole('alert')).first().waitFor();
  expect(await page.getByRole('alert').allTextContents()).toEqual([]);
  const text = (await page.getByText(w.number).textContent()) ?? '';
  return Number(w.number.exec(text)?.[1]);
}
