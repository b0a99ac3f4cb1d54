import { groupSlug, localizedPath } from '@meetspace/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// Questions in a real browser, in both languages: a demo member asks a question (with tags) from the
// network's questions page, another member finds it by searching, answers it and votes; the asker
// votes the answer up (the button shows its pressed state and the count), marks it as the best
// answer and closes the question (the answer form gives way to a notice). Every page is scanned
// with axe, and the question page fits a 375 px phone.

const PASSWORD = 'E2e-pass-1!';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    questions: 'Vragen',
    ask: 'Stel een vraag',
    titleLabel: 'Titel',
    textLabel: 'Je vraag',
    tagsLabel: 'Tags (optioneel)',
    submit: 'Stel de vraag',
    search: 'Zoekwoorden',
    searchButton: 'Zoeken',
    answerLabel: 'Je antwoord',
    sendAnswer: 'Antwoord versturen',
    answerBy: /^Antwoord van /,
    up: /Nuttig/,
    markBest: 'Markeer als beste antwoord',
    best: 'Beste antwoord',
    close: 'Vraag sluiten',
    closed: 'Deze vraag is gesloten: er kunnen geen nieuwe antwoorden bij.',
    checkFields: 'Controleer de gemarkeerde velden.',
    title: 'Waar vind ik een stille belruimte in Zwolle',
    text: 'Voor een lange videocall zoek ik een kleine, stille ruimte vlak bij het station.',
    answer: 'Bij het station zijn twee locaties met belcellen; reserveer er een voor een halve dag.',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    questions: 'Questions',
    ask: 'Ask a question',
    titleLabel: 'Title',
    textLabel: 'Your question',
    tagsLabel: 'Tags (optional)',
    submit: 'Ask the question',
    search: 'Search words',
    searchButton: 'Search',
    answerLabel: 'Your answer',
    sendAnswer: 'Send answer',
    answerBy: /^Answer by /,
    up: /Useful/,
    markBest: 'Mark as best answer',
    best: 'Best answer',
    close: 'Close the question',
    closed: 'This question is closed: it takes no new answers.',
    checkFields: 'Please check the marked fields.',
    title: 'Where can I find a quiet call room in Zwolle',
    text: 'For a long video call I am looking for a small, quiet room close to the station.',
    answer: 'Near the station two venues have phone booths; book one for half a day.',
  },
} as const;
type Locale = keyof typeof words;

/** A new tab at `path` (members only: the login shows in place) logged in as `email`. */
async function openAs(
  browser: Browser,
  site: Site,
  locale: Locale,
  email: string,
  path: string,
  width = 1440,
) {
  const w = words[locale];
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  return { context, page };
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe('questions in a real browser', () => {
  let site: Site;
  let members: string[];
  beforeAll(async () => {
    site = await startSite();
    members = (
      await site.db
        .selectFrom('profiles')
        .select('email')
        .where('email', 'not like', '%@example.com')
        .where('role', '=', 'member')
        .where('is_activated', '=', 1)
        .orderBy('id')
        .limit(4)
        .execute()
    ).map((p) => p.email);
  });
  afterAll(async () => site?.close());

  for (const [i, locale] of (['nl', 'en'] as const).entries()) {
    const w = words[locale];

    it(`${locale}: a member asks, another answers, the asker votes, marks the best answer and closes`, async () => {
      const title = `${w.title} (${Date.now()})?`;
      const askerEmail = members[i * 2] as string;
      const helperEmail = members[i * 2 + 1] as string;

      // The asker: the questions page, then the form (empty: both texts are marked).
      const asker = await openAs(
        site.browser,
        site,
        locale,
        askerEmail,
        localizedPath('network-questions', locale),
      );
      await asker.page.getByRole('heading', { level: 1, name: w.questions, exact: true }).waitFor();
      await asker.page.getByTestId('question-list').waitFor();
      expect(await seriousViolations(asker.page)).toEqual([]);
      await asker.page.getByRole('link', { name: w.ask, exact: true }).click();
      await asker.page.getByRole('heading', { level: 1, name: w.ask, exact: true }).waitFor();
      await asker.page.getByRole('button', { name: w.submit, exact: true }).click();
      await asker.page.getByRole('alert').getByText(w.checkFields).waitFor();
      expect(await asker.page.getByLabel(w.titleLabel, { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(await seriousViolations(asker.page)).toEqual([]);
      await asker.page.getByLabel(w.titleLabel, { exact: true }).fill(title);
      await asker.page.getByLabel(w.textLabel, { exact: true }).fill(w.text);
      await asker.page.getByLabel(w.tagsLabel, { exact: true }).fill('Zwolle, e2e');
      await asker.page.getByRole('button', { name: w.submit, exact: true }).click();
      await asker.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const questionUrl = asker.page.url();

      // The helper finds it by searching, opens it and answers it.
      const helper = await openAs(
        site.browser,
        site,
        locale,
        helperEmail,
        localizedPath('network-questions', locale),
      );
      await helper.page.getByLabel(w.search, { exact: true }).fill(title.slice(0, 30));
      await helper.page.getByRole('button', { name: w.searchButton, exact: true }).click();
      await helper.page.getByRole('link', { name: title }).click();
      await helper.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await helper.page.getByLabel(w.answerLabel, { exact: true }).fill(w.answer);
      await helper.page.getByRole('button', { name: w.sendAnswer, exact: true }).click();
      const helperAnswer = helper.page.getByTestId('answer').filter({ hasText: w.answer });
      await helperAnswer.waitFor();
      // Their own answer: counts, no vote buttons.
      expect(await helperAnswer.getByTestId('vote-up').count()).toBe(0);
      expect(await seriousViolations(helper.page)).toEqual([]);

      // The asker sees the answer, votes it up (pressed, count 1), marks it best and closes.
      await asker.page.goto(questionUrl);
      const answer = asker.page.getByTestId('answer').filter({ hasText: w.answer });
      await answer.waitFor();
      const up = answer.getByRole('button', { name: w.up });
      expect(await up.getAttribute('aria-pressed')).toBe('false');
      await up.click();
      await answer.locator('button[data-testid="vote-up"][aria-pressed="true"]').waitFor();
      expect((await up.textContent())?.trim()).toMatch(/1$/);
      await answer.getByRole('button', { name: w.markBest, exact: true }).click();
      await answer.getByText(w.best).waitFor();
      expect(await asker.page.getByTestId('answers').locator('li').first().textContent()).toContain(w.answer);
      await asker.page.getByRole('button', { name: w.close, exact: true }).click();
      await asker.page.getByText(w.closed, { exact: true }).waitFor();
      expect(await seriousViolations(asker.page)).toEqual([]);

      // The helper's page after a reload: best answer, score 1, closed; the phone width fits.
      await helper.page.setViewportSize({ width: 375, height: 800 });
      await helper.page.reload();
      await helper.page.getByText(w.closed, { exact: true }).waitFor();
      await helperAnswer.getByText(w.best).waitFor();
      expect(await helperAnswer.getByTestId('answer-score').textContent()).toMatch(/1$/);
      expect(await fitsWidth(helper.page)).toBe(true);
      expect(await seriousViolations(helper.page)).toEqual([]);

      // What the database holds: one vote, the best answer, closed.
      const row = await site.db
        .selectFrom('questions')
        .select(['id', 'status', 'best_answer_id', 'answer_count'])
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'closed', answer_count: 1 });
      expect(row.best_answer_id).not.toBeNull();
      const votes = await site.db
        .selectFrom('question_votes')
        .select('value')
        .where('answer_id', '=', row.best_answer_id as number)
        .execute();
      expect(votes).toEqual([{ value: 1 }]);
      await asker.context.close();
      await helper.context.close();
    }, 120_000);
  }
  it("the group page: the questions tab lists the group's questions and opens one in the group", async () => {
    const group = await site.db
      .selectFrom('network_groups')
      .select(['id', 'name'])
      .where('name', '=', 'Duurzaam vergaderen')
      .executeTakeFirstOrThrow();
    const path = localizedPath('network-group-questions', 'en', {
      id: group.id,
      slug: groupSlug(group.name),
    });
    const booker = await openAs(site.browser, site, 'en', 'booker@example.com', path, 375);
    await booker.page.getByRole('heading', { level: 1, name: group.name }).waitFor();
    const list = booker.page.getByTestId('question-list');
    await list.waitFor();
    await list
      .getByRole('link', { name: 'How do you keep catering waste low at a full-day session?' })
      .click();
    await booker.page
      .getByRole('heading', { level: 2, name: 'How do you keep catering waste low at a full-day session?' })
      .waitFor();
    expect(booker.page.url()).toContain(`/en/network/groups/${group.id}/`);
    await booker.page.getByTestId('answer').first().waitFor();
    expect(await fitsWidth(booker.page)).toBe(true);
    expect(await seriousViolations(booker.page)).toEqual([]);
    await booker.context.close();
  }, 60_000);
});
