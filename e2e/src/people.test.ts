import { eventSlug, localizedPath, tagsFromColumn } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';

// The network's people in a real browser, in both languages: two members check in at a location
// where nobody else is today (the page its QR code opens) with what they work on and can help with,
// and each sees the other among the people to meet, with a link to start a chat; the people search
// finds a member by their tags (the filters in the address, saved for the next visit); /my shows the
// profile checklist. Every page is scanned with axe.

const words = {
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    checkIn: 'Inchecken',
    workingOn: 'Waar werk je vandaag aan?',
    knowledge: 'Waarmee kun je anderen helpen?',
    checkedIn: /^Je bent ingecheckt bij /,
    toMeet: 'Mensen om te ontmoeten',
    chat: (name: string) => `Stuur ${name} een bericht`,
    people: 'Mensen',
    tags: 'Tags',
    search: 'Zoeken',
    view: (name: string) => `Bekijk het profiel van ${name}`,
    checklist: 'Maak je profiel compleet',
    myTitle: 'Mijn account',
    eventLink: 'Mensen om te ontmoeten op dit evenement',
    eventMatches: 'Mensen om te ontmoeten op het evenement',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    checkIn: 'Check in',
    workingOn: 'What are you working on today?',
    knowledge: 'What can you help others with?',
    checkedIn: /^You are checked in at /,
    toMeet: 'People to meet',
    chat: (name: string) => `Send ${name} a message`,
    people: 'People',
    tags: 'Tags',
    search: 'Search',
    view: (name: string) => `View the profile of ${name}`,
    checklist: 'Complete your profile',
    myTitle: 'My account',
    eventLink: 'People to meet at this event',
    eventMatches: 'People to meet at the event',
  },
} as const;
type Locale = keyof typeof words;

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

describe('the network’s people in a real browser', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  for (const [index, locale] of (['nl', 'en'] as const).entries()) {
    const w = words[locale];

    it(`${locale}: two members check in at one place and see each other as a match`, async () => {
      const busy = (await site.db.selectFrom('network_checkins').select('location_id').execute()).map(
        (r) => r.location_id,
      );
      const location = await site.db
        .selectFrom('locations')
        .select('id')
        .where('status', '=', 'live')
        .where('id', 'not in', busy)
        .orderBy('id')
        .limit(1)
        .offset(index)
        .executeTakeFirstOrThrow();
      const [a, b] = await site.db
        .selectFrom('profiles')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('email', 'not like', '%@example.com')
        .where('role', '=', 'member')
        .where('is_activated', '=', 1)
        .orderBy('id')
        .offset(index * 2)
        .limit(2)
        .execute();
      if (!a || !b) throw new Error('no demo members');
      const path = localizedPath('network-checkin', locale, { locationId: location.id });

      async function checkIn(who: { email: string }, workingOn: string, knowledge: string) {
        const page = await (await site.browser.newContext()).newPage();
        await logIn(page, site, locale, who.email, path, w.checkIn);
        await page.getByLabel(w.workingOn).fill(workingOn);
        await page.getByLabel(w.knowledge).fill(knowledge);
        await page.getByRole('button', { name: w.checkIn, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: w.checkedIn }).waitFor();
        return page;
      }
      const pageA = await checkIn(a, 'A fundraising pitch for investors', 'Photography workshops');
      await pageA.getByRole('heading', { name: w.toMeet }).waitFor();
      const pageB = await checkIn(b, 'Photography for our website', 'Fundraising and pitch decks');
      const nameA = `${a.first_name} ${a.last_name}`;
      const nameB = `${b.first_name} ${b.last_name}`;
      const toMeetB = pageB.getByRole('region', { name: w.toMeet });
      const chatA = toMeetB.getByRole('link', { name: w.chat(nameA) });
      await chatA.waitFor();
      expect(await chatA.getAttribute('href')).toBe(`${localizedPath('my-messages', locale)}?with=${a.id}`);
      expect(await seriousViolations(pageB)).toEqual([]);
      await pageA.reload();
      await pageA
        .getByRole('region', { name: w.toMeet })
        .getByRole('link', { name: w.chat(nameB) })
        .waitFor();
      expect(await seriousViolations(pageA)).toEqual([]);

      // The people search finds B by B's tags; the search is kept in the address and saved.
      const tags = tagsFromColumn(
        (
          await site.db
            .selectFrom('profiles')
            .select('network_tags')
            .where('id', '=', b.id)
            .executeTakeFirstOrThrow()
        ).network_tags,
      );
      await pageA.goto(`${site.baseUrl}${localizedPath('network-people', locale)}`);
      await pageA.getByRole('heading', { level: 1, name: w.people }).waitFor();
      await pageA.getByLabel(w.tags, { exact: true }).fill(tags.join(', '));
      await pageA.getByRole('button', { name: w.search, exact: true }).click();
      const view = pageA.getByRole('button', { name: w.view(nameB) });
      await view.waitFor();
      expect(new URL(pageA.url()).searchParams.get('tags')).toBe(tags.join(', '));
      await view.click();
      const dialog = pageA.getByRole('dialog', { name: nameB });
      await dialog.waitFor();
      await dialog.getByRole('link', { name: w.chat(b.first_name) }).waitFor();
      expect(await seriousViolations(pageA)).toEqual([]);
      await pageA.keyboard.press('Escape');
      // Coming back without a query opens the saved search.
      await pageA.goto(`${site.baseUrl}${localizedPath('network-people', locale)}`);
      await pageA.getByRole('button', { name: w.view(nameB) }).waitFor();
      expect(new URL(pageA.url()).searchParams.get('tags')).toBe(tags.join(', '));

      // The checklist on /my.
      await pageA.goto(`${site.baseUrl}${localizedPath('my', locale)}`);
      const checklist = pageA.getByRole('region', { name: w.checklist });
      await checklist.waitFor();
      expect(await checklist.getByRole('listitem').count()).toBe(6);
      expect(await seriousViolations(pageA)).toEqual([]);
      await pageA.context().close();
      await pageB.context().close();
    });

    it(`${locale}: a confirmed participant goes from the event page to the people to meet there`, async () => {
      // A published, upcoming event with a member's confirmed registration and another participant.
      const registrations = await site.db
        .selectFrom('event_registrations as r')
        .innerJoin('event_listings as e', 'e.id', 'r.event_id')
        .innerJoin('profiles as p', 'p.id', 'r.profile_id')
        .select(['r.event_id', 'r.profile_id', 'e.name', 'p.email', 'p.network_tags'])
        .where('r.status', '=', 'confirmed')
        .where('e.status', '=', 'published')
        .where('e.is_active', '=', 1)
        .where('e.starts_at', '>', new Date().toISOString())
        .orderBy('r.id')
        .execute();
      const pick = registrations.find((r) =>
        registrations.some((o) => o.event_id === r.event_id && o.profile_id !== r.profile_id),
      );
      if (!pick) throw new Error('the demo has no upcoming event with two confirmed members');
      const other = registrations.find(
        (o) => o.event_id === pick.event_id && o.profile_id !== pick.profile_id,
      );
      // The other participant shares the member's tags, so they rank as a match.
      const otherMember = await site.db
        .updateTable('profiles')
        .set({ network_tags: pick.network_tags })
        .where('id', '=', other?.profile_id as number)
        .returning(['first_name', 'last_name'])
        .executeTakeFirstOrThrow();
      const page = await (await site.browser.newContext()).newPage();
      const eventPath = localizedPath('event', locale, { id: pick.event_id, slug: eventSlug(pick.name) });
      await logIn(page, site, locale, pick.email, localizedPath('network-people', locale), w.people);
      await page.goto(`${site.baseUrl}${eventPath}`);
      await page.getByRole('heading', { level: 1, name: pick.name }).waitFor();
      await page.getByRole('link', { name: w.eventLink }).click();
      await page.getByRole('heading', { level: 2, name: w.eventMatches }).waitFor();
      expect(new URL(page.url()).searchParams.get('event')).toBe(String(pick.event_id));
      await page
        .getByRole('region', { name: w.eventMatches })
        .getByRole('link', { name: w.chat(`${otherMember.first_name} ${otherMember.last_name}`) })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
