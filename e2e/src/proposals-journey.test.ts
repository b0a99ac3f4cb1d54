import { addDays, localizedPath } from '@meetspace/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

/**
 * Issue 18's journey in one chain, in Dutch and in English: a visitor fills in the tender form for
 * 3 locations and logs in at "send"; two hosts (the demo host and a second one) each answer with a
 * space; the member compares both proposals side by side, opens one and accepts it; the other
 * proposal expires, the location that never answered closes, and the reservation made from the
 * proposal is under My reservations with the proposal's price. The host pages and the proposal page
 * each have their own detailed tests; this one checks they fit together.
 */

const PASSWORD = 'E2e-pass-1!';
const SECOND_HOST = 'tweede.host@example.org';

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    tenderTitle: 'Offerte aanvragen',
    meetingName: 'Naam van de bijeenkomst',
    search: 'Locatie toevoegen op naam of plaats',
    add: (name: string) => `${name} toevoegen`,
    send: 'Aanvraag versturen',
    sent: 'Je aanvraag is verstuurd',
    toMine: 'Bekijk je aanvraag bij Mijn voorstellen',
    hostList: 'Offerteaanvragen',
    answer: /^Beantwoorden: /,
    offer: / aanbieden$/,
    message: 'Persoonlijk bericht',
    sendProposal: 'Voorstel versturen',
    proposalSent: /^Voorstel versie 1$/,
    mine: 'Mijn voorstellen',
    caption: (name: string) => `Voorstellen voor ${name} vergeleken`,
    view: (location: string) => `Bekijk het voorstel van ${location}`,
    proposalOf: (location: string) => `Voorstel van ${location}`,
    accept: 'Accepteren',
    acceptDialog: 'Dit voorstel accepteren',
    acceptSubmit: 'Accepteren en reserveren',
    toReservation: 'Bekijk de reservering',
    expired: 'Verlopen',
    closed: 'Gesloten',
    accepted: 'Geaccepteerd',
    fromProposal: /voorstel/i,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    tenderTitle: 'Request a proposal',
    meetingName: 'Name of the meeting',
    search: 'Add a location by name or city',
    add: (name: string) => `Add ${name}`,
    send: 'Send request',
    sent: 'Your request has been sent',
    toMine: 'View your request in My proposals',
    hostList: 'Requests for proposals',
    answer: /^Answer: /,
    offer: /^Offer /,
    message: 'Personal message',
    sendProposal: 'Send proposal',
    proposalSent: /^Proposal version 1$/,
    mine: 'My proposals',
    caption: (name: string) => `Proposals for ${name} compared`,
    view: (location: string) => `View proposal of ${location}`,
    proposalOf: (location: string) => `Proposal from ${location}`,
    accept: 'Accept',
    acceptDialog: 'Accept this proposal',
    acceptSubmit: 'Accept and reserve',
    toReservation: 'View the reservation',
    expired: 'Expired',
    closed: 'Closed',
    accepted: 'Accepted',
    fromProposal: /proposal/i,
  },
} as const;
type Locale = keyof typeof words;

interface Venue {
  id: number;
  name: string;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first Tuesday at least `daysAhead` days from today. */
function tuesdayAhead(daysAhead: number): string {
  let date = addDays(new Date().toISOString().slice(0, 10), daysAhead);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1);
  return date;
}

/** Logs in on the login form the page shows (a members-only page, or the tender's in-place login). */
async function logIn(page: Page, locale: Locale, email: string) {
  const w = words[locale];
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
}

/** A host logs in on the requests list, answers `tenderId` at `venue` with its first free space. */
async function answer(
  browser: Browser,
  site: Site,
  locale: Locale,
  email: string,
  tenderId: number,
  venue: Venue,
) {
  const w = words[locale];
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site.baseUrl}${localizedPath('host-tenders', locale)}`);
  await logIn(page, locale, email);
  await page.getByRole('heading', { level: 1, name: w.hostList }).waitFor();
  await page.goto(
    `${site.baseUrl}${localizedPath('host-tender', locale, { tenderId, locationId: venue.id })}`,
  );
  await page.getByRole('checkbox', { name: w.offer }).and(page.locator(':enabled')).first().check();
  await page.getByLabel(w.message).fill(`${venue.name} (${locale})`);
  await page.getByRole('button', { name: w.sendProposal, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: w.proposalSent }).waitFor();
  await page.context().close();
}

/** A live location with a meeting room for 8 that nobody manages yet (`skip`: ids taken already). */
async function unmanagedVenue(site: Site, skip: number[]): Promise<Venue> {
  const row = await site.db
    .selectFrom('locations as l')
    .innerJoin('spaces as s', 's.location_id', 'l.id')
    .leftJoin('location_managers as m', 'm.location_id', 'l.id')
    .select(['l.id', 'l.name'])
    .where('l.status', '=', 'live')
    .where('s.meeting_type_id', '=', 1)
    .where('s.is_active', '=', 1)
    .where('s.capacity', '>=', 12)
    .where('m.location_id', 'is', null)
    .where('l.id', 'not in', skip)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('a tender to three locations, answered by two hosts, compared and accepted, in a real browser', () => {
  let site: Site;
  let first: Venue;
  let second: Venue;
  let silent: Venue;
  beforeAll(async () => {
    site = await startSite();
    first = await site.db
      .selectFrom('location_managers as m')
      .innerJoin('profiles as p', 'p.id', 'm.profile_id')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select(['l.id', 'l.name'])
      .where('p.email', '=', 'host@example.com')
      .where('m.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    second = await unmanagedVenue(site, [first.id]);
    silent = await unmanagedVenue(site, [first.id, second.id]);
    // A second host: a new member (with the demo password) who manages `second`.
    const demo = await site.db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', 'host@example.com')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = demo;
    const inserted = await site.db
      .insertInto('profiles')
      .values({ ...copy, email: SECOND_HOST, first_name: 'Tweede', last_name: 'Host' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await site.db
      .insertInto('location_managers')
      .values({ location_id: second.id, profile_id: inserted.id, is_active: 1 })
      .execute();
  });
  afterAll(async () => site?.close());

  for (const [locale, days] of [
    ['nl', 50],
    ['en', 57],
  ] as const) {
    it(`${locale}: sends, answers, compares, accepts; the other expires and the reservation is there`, async () => {
      const w = words[locale];
      const meeting = `Strategiedag ${locale}`;
      const date = tuesdayAhead(days);

      // The visitor starts from one location and adds two by name.
      const page = await (await site.browser.newContext()).newPage();
      await page.goto(
        `${site.baseUrl}${localizedPath('tender', locale)}?locations=${first.id}&date=${date}&start=540&end=1020&seats=8`,
      );
      await page.getByRole('heading', { level: 1, name: w.tenderTitle }).waitFor();
      await page.getByLabel(w.meetingName).fill(meeting);
      for (const venue of [second, silent]) {
        await page.getByLabel(w.search).fill(venue.name);
        await page
          .getByRole('button', { name: w.add(venue.name), exact: true })
          .first()
          .click();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.send, exact: true }).click();
      // Not logged in: the login appears in place, and the request goes out once logged in.
      await logIn(page, locale, 'booker@example.com');
      await page.getByRole('heading', { level: 1, name: w.sent }).waitFor();
      const tender = await site.db
        .selectFrom('tenders')
        .select(['id', 'seats', 'start_date'])
        .where('name', '=', meeting)
        .executeTakeFirstOrThrow();
      expect(tender).toMatchObject({ seats: 8, start_date: date });
      const asked = await site.db
        .selectFrom('tender_locations')
        .select('location_id')
        .where('tender_id', '=', tender.id)
        .orderBy('location_id')
        .execute();
      expect(asked.map((a) => a.location_id)).toEqual([first.id, second.id, silent.id].sort((a, b) => a - b));

      // Two hosts answer; the third location stays silent.
      await answer(site.browser, site, locale, 'host@example.com', tender.id, first);
      await answer(site.browser, site, locale, SECOND_HOST, tender.id, second);

      // The member compares both proposals side by side.
      await page.getByRole('link', { name: w.toMine }).click();
      await page.getByRole('heading', { level: 1, name: w.mine }).waitFor();
      const table = page.getByRole('table', { name: w.caption(meeting) });
      await table.waitFor();
      for (const venue of [first, second, silent])
        await table.getByRole('columnheader', { name: new RegExp(`^${escapeRe(venue.name)}`) }).waitFor();
      expect(await table.getByRole('link').count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);

      // Opens the first location's proposal and accepts it.
      await table.getByRole('link', { name: w.view(first.name) }).click();
      await page.getByRole('heading', { level: 1, name: w.proposalOf(first.name) }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.accept, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.acceptDialog });
      await dialog.getByRole('button', { name: w.acceptSubmit }).click();
      await page.getByRole('link', { name: w.toReservation }).first().waitFor();

      const proposals = await site.db
        .selectFrom('proposals')
        .select(['location_id', 'status', 'reservation_id', 'key', 'total_incl_cents'])
        .where('tender_id', '=', tender.id)
        .orderBy('location_id')
        .execute();
      const accepted = proposals.find((p) => p.location_id === first.id);
      const other = proposals.find((p) => p.location_id === second.id);
      expect(accepted?.status).toBe('accepted');
      expect(other?.status).toBe('expired');
      const reservation = await site.db
        .selectFrom('reservations')
        .select(['id', 'tender_id', 'proposal_key', 'total_incl_cents', 'location_id', 'status_id'])
        .where('id', '=', accepted?.reservation_id ?? -1)
        .executeTakeFirstOrThrow();
      expect(reservation).toMatchObject({
        tender_id: tender.id,
        proposal_key: accepted?.key,
        total_incl_cents: accepted?.total_incl_cents,
        location_id: first.id,
        status_id: 2,
      });

      // Back in the comparison: accepted, expired, closed.
      await page.goto(`${site.baseUrl}${localizedPath('my-reservations-proposals', locale)}`);
      const after = page.getByRole('table', { name: w.caption(meeting) });
      await after.waitFor();
      const statusRow = after.getByRole('row').nth(1);
      await expect.poll(() => statusRow.textContent()).toContain(w.accepted);
      const statuses = (await statusRow.textContent()) ?? '';
      expect(statuses).toContain(w.expired);
      expect(statuses).toContain(w.closed);

      // The reservation is under My reservations, and says where it came from.
      await page.goto(`${site.baseUrl}${localizedPath('my-reservations', locale)}`);
      await page.getByText(meeting).first().waitFor();
      await page.goto(`${site.baseUrl}${localizedPath('my-reservation', locale, { id: reservation.id })}`);
      await page.getByRole('link', { name: w.fromProposal }).first().waitFor();
      await page.context().close();
    });
  }
});
