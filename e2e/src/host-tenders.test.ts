import { addDays, localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    list: 'Offerteaanvragen',
    answer: /^Beantwoorden: /,
    yourProposal: 'Jouw voorstel',
    offer: / aanbieden$/,
    text: 'Persoonlijk bericht',
    send: 'Voorstel versturen',
    sent: /^Voorstel versie 1$/,
    open: 'Open',
    decline: 'Aanvraag afwijzen',
    reason: 'Reden',
    declined: 'Je hebt deze aanvraag afgewezen',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    list: 'Requests for proposals',
    answer: /^Answer: /,
    yourProposal: 'Your proposal',
    offer: /^Offer /,
    text: 'Personal message',
    send: 'Send proposal',
    sent: /^Proposal version 1$/,
    open: 'Open',
    decline: 'Decline request',
    reason: 'Reason',
    declined: 'You declined this request',
  },
} as const;
type Locale = keyof typeof words;

const json = { apiToken: 'e2e-key', 'content-type': 'application/json' };

/** A demo member's profile token. */
async function tokenOf(site: Site, email: string): Promise<string> {
  const login = await fetch(`${site.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Email: email, Password: 'E2e-pass-1!' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { ProfileToken: string }).ProfileToken;
}

/** The booker asks one of the host's live locations for a proposal; its tender id. */
async function askProposal(site: Site, locationId: number, name: string, daysAhead: number): Promise<number> {
  const token = await tokenOf(site, 'booker@example.com');
  // A Tuesday about `daysAhead` days from now, 09:00 to 17:00.
  let date = addDays(new Date().toISOString().slice(0, 10), daysAhead);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1);
  const answer = await fetch(`${site.baseUrl}/api/v1/Tender`, {
    method: 'POST',
    headers: { ...json, profileToken: token },
    body: JSON.stringify({
      LocationIds: [locationId],
      StartDate: date,
      EndDate: date,
      StartMinutes: 540,
      EndMinutes: 1020,
      Seats: 8,
      Name: name,
      Description: 'A quiet room with daylight.',
      Budget: 900,
      OptionCategoryIds: [1],
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { Id: number }).Id;
}

/** Logs in as the demo host on a members-only page (`path`), which then shows its `heading`. */
async function logIn(page: Page, site: Site, locale: Locale, path: string, heading: string | RegExp) {
  const w = words[locale];
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel(w.email, { exact: true }).fill('host@example.com');
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

async function checkPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page, 375)).toBe(false);
  expect(await scrollsSideways(page, 1440)).toBe(false);
}

describe("the host's requests for proposals in a real browser", () => {
  let site: Site;
  let locationId: number;
  beforeAll(async () => {
    site = await startSite();
    const hosted = await site.db
      .selectFrom('location_managers as m')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select('l.id')
      .where('p.email', '=', 'host@example.com')
      .where('m.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    locationId = hosted.id;
  });
  afterAll(async () => site?.close());

  for (const [locale, days] of [
    ['nl', 40],
    ['en', 47],
  ] as const) {
    it(`${locale}: the host finds a waiting request, answers it with a space and declines another`, async () => {
      const w = words[locale];
      const name = `Teamdag ${locale}`;
      const tenderId = await askProposal(site, locationId, name, days);
      const other = await askProposal(site, locationId, `Heidag ${locale}`, days + 7);
      const page = await (await site.browser.newContext()).newPage();
      await logIn(page, site, locale, localizedPath('host-tenders', locale), w.list);
      await page.getByRole('heading', { level: 2, name }).waitFor();
      await checkPage(page);

      // Answer: the first free space, a message, send.
      await page.getByRole('link', { name: new RegExp(`${w.answer.source}${name}$`) }).click();
      await page.waitForURL(new RegExp(`/${tenderId}/${locationId}$`));
      await page.getByRole('heading', { level: 2, name: w.yourProposal }).waitFor();
      await checkPage(page);
      await page.getByRole('checkbox', { name: w.offer }).and(page.locator(':enabled')).first().check();
      await page.getByLabel(w.text).fill(`Welkom (${locale})`);
      await page.getByRole('button', { name: w.send, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: w.sent }).waitFor();
      expect(await page.getByTestId('proposal-status').textContent()).toBe(w.open);
      // The form is gone: focus is on the sent proposal's heading.
      await page.waitForFunction(() => document.activeElement?.id === 'ht-proposal-title');
      await checkPage(page);
      const proposal = await site.db
        .selectFrom('proposals')
        .select(['status', 'version', 'text'])
        .where('tender_id', '=', tenderId)
        .where('location_id', '=', locationId)
        .executeTakeFirstOrThrow();
      expect(proposal).toEqual({ status: 'open', version: 1, text: `Welkom (${locale})` });

      // Decline the other one with a reason.
      await page.goto(
        `${site.baseUrl}${localizedPath('host-tender', locale, { tenderId: other, locationId })}`,
      );
      await page.getByRole('button', { name: w.decline }).click();
      const dialog = page.getByRole('dialog', { name: /\?$/ });
      await dialog.getByLabel(w.reason).fill('Volgeboekt');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: w.decline }).click();
      await page.getByRole('heading', { level: 2, name: w.declined }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'ht-declined-title');
      const declined = await site.db
        .selectFrom('tender_locations')
        .select(['status', 'decline_reason'])
        .where('tender_id', '=', other)
        .where('location_id', '=', locationId)
        .executeTakeFirstOrThrow();
      expect(declined).toEqual({ status: 'declined', decline_reason: 'Volgeboekt' });
    });
  }
});
