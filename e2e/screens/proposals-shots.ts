// Screenshots of the tender and proposals pages (not a test): `npx tsx e2e/screens/proposals-shots.ts [outDir]`
// against the built site (`npm run build -w apps/web`). A proposal is written into the database
// directly (the host's send call may not exist yet), so the compare table and proposal page have data.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/axe.ts';
import { startSite } from '../src/harness.ts';

const out = process.argv[2] ?? '/tmp/pweb-shots';
mkdirSync(out, { recursive: true });
const site = await startSite();
const { db } = site;
const report: string[] = [];

const locations = await db
  .selectFrom('locations')
  .select(['id', 'name'])
  .where('status', '=', 'live')
  .orderBy('id')
  .limit(3)
  .execute();
const ids = locations.map((l) => l.id);
// A Tuesday two weeks ahead (demo locations open on weekdays; far enough for the booking rules).
const day = new Date(Date.now() + 14 * 86_400_000);
while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
const meetingDay = day.toISOString().slice(0, 10);
const addWeek = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  const width = await page.evaluate(() => {
    let culprit = '';
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 && !element.closest('.compare-scroll'))
        culprit ||= `${element.tagName}.${element.className} ${element.textContent?.slice(0, 30)}`;
    }
    return `${document.documentElement.scrollWidth - window.innerWidth} ${culprit}`;
  });
  const axe = await seriousViolations(page);
  report.push(`${name}: sideways overflow ${width}px; axe ${axe.length ? axe.join(' | ') : 'clean'}`);
}

const w = {
  nl: {
    tender: '/nl/offerte-aanvragen',
    send: 'Aanvraag versturen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    list: '/nl/mijn/reserveringen/voorstellen',
  },
  en: {
    tender: '/en/tender',
    send: 'Send request',
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    list: '/en/my/reservations/proposals',
  },
} as const;

for (const locale of ['nl', 'en'] as const) {
  const words = w[locale];
  // A visitor fills the form, checks the rules, logs in in place and sends it (at 1440).
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(
    `${site.baseUrl}${words.tender}?locations=${ids.join(',')}&date=${locale === 'nl' ? meetingDay : addWeek(meetingDay)}&seats=12&place=Utrecht`,
  );
  await page.getByTestId('tender-location').first().waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Location,'));
  await shot(page, `${locale}-1440-tender`);
  await page.getByRole('button', { name: words.send }).click();
  await page.getByTestId('tender-login').waitFor();
  const login = page.getByTestId('tender-login');
  await login.getByLabel(words.email, { exact: true }).first().fill('booker@example.com');
  await login.getByLabel(words.password, { exact: true }).first().fill('E2e-pass-1!');
  await shot(page, `${locale}-1440-tender-login`);
  await login.getByRole('button', { name: words.logIn, exact: true }).first().click();
  await page
    .getByTestId('tender-sent-link')
    .waitFor({ timeout: 15_000 })
    .catch(async (e) => {
      await page.screenshot({ path: join(out, `${locale}-failed.png`), fullPage: true });
      throw e;
    });
  await shot(page, `${locale}-1440-tender-sent`);

  // The host's answers, written directly: a proposal (with an adjusted price) and a decline.
  const tender = await db
    .selectFrom('tenders')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const space = await db
    .selectFrom('spaces')
    .innerJoin('space_settings', 'space_settings.space_id', 'spaces.id')
    .select(['spaces.id', 'space_settings.setting_id'])
    .where('spaces.location_id', '=', ids[0] as number)
    .where('spaces.meeting_type_id', '=', 1)
    .where('space_settings.min_seats', '<=', 12)
    .where('space_settings.max_seats', '>=', 12)
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const key = `shot${locale}${tender.id}xxxxxxxx`;
  const inserted = await db
    .insertInto('proposals')
    .values({
      key,
      tender_id: tender.id,
      location_id: ids[0] as number,
      profile_id: tender.profile_id,
      language_id: tender.language_id,
      status: 'open',
      version: 1,
      text:
        locale === 'nl'
          ? 'Graag ontvangen we jullie in onze boardroom.'
          : 'We would love to welcome you in our boardroom.',
      valid_until: tender.start_date,
      total_excl_cents: 90000,
      total_incl_cents: 108900,
      cancel_reason_type: null,
      cancel_reason: null,
      reservation_id: null,
      sent_by: tender.profile_id,
      sent_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('proposal_spaces')
    .values({
      proposal_id: inserted.id,
      space_id: space.id,
      setting_id: space.setting_id,
      seats: tender.seats,
      start_date: tender.start_date,
      end_date: tender.end_date,
      start_minutes: tender.start_minutes,
      end_minutes: tender.end_minutes,
      list_price_cents: 100000,
      price_cents: 90000,
      tax_percentage: 21,
    })
    .execute();
  await db
    .insertInto('proposal_history')
    .values({
      proposal_id: inserted.id,
      kind: 'sent',
      version: 1,
      profile_id: tender.profile_id,
      comment: null,
      snapshot: null,
      created_at: now,
    })
    .execute();
  await db
    .updateTable('tender_locations')
    .set({ status: 'answered', proposal_id: inserted.id })
    .where('tender_id', '=', tender.id)
    .where('location_id', '=', ids[0] as number)
    .execute();
  await db
    .updateTable('tender_locations')
    .set({
      status: 'declined',
      decline_reason: locale === 'nl' ? 'Die week zitten we vol.' : 'Fully booked that week.',
    })
    .where('tender_id', '=', tender.id)
    .where('location_id', '=', ids[1] as number)
    .execute();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.baseUrl}${words.list}`);
    await page.getByTestId('compare-table').first().waitFor();
    await shot(page, `${locale}-${width}-proposals`);
    await page.goto(`${site.baseUrl}${words.list}/${key}`);
    await page.getByTestId('proposal-page').waitFor({ timeout: 15_000 });
    await shot(page, `${locale}-${width}-proposal`);
    if (width === 1440) {
      for (const id of ['proposal-accept', 'proposal-change', 'proposal-reject']) {
        await page.getByTestId(id).click();
        await page.getByRole('dialog').waitFor();
        if (id === 'proposal-reject') {
          await page.getByTestId('proposal-reject-reason-type').selectOption('6');
          await page.getByTestId('proposal-reject-confirm').click();
        }
        if (id === 'proposal-change') await page.getByTestId('proposal-change-confirm').click();
        await shot(page, `${locale}-1440-${id}-dialog`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    if (width === 1440) {
      // Accepting for real: the toast, the reservation's link, and "From proposal" on the reservation.
      await page.getByTestId('proposal-accept').click();
      await page.getByTestId('proposal-accept-confirm').click();
      const done = await page
        .getByTestId('proposal-reservation-link')
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      await shot(page, `${locale}-1440-proposal-accepted`);
      if (done) {
        await page.getByTestId('proposal-reservation-link').click();
        await page.getByTestId('reservation-proposal-link').waitFor({ timeout: 15_000 });
        await shot(page, `${locale}-1440-reservation-from-proposal`);
      } else report.push(`${locale}: accepting failed (see the screenshot)`);
    }
    if (width === 375) {
      await page.goto(`${site.baseUrl}${words.tender}`);
      await page.getByRole('button', { name: words.send }).click();
      await shot(page, `${locale}-375-tender-errors`);
    }
  }
  await context.close();
}
console.log(report.join('\n'));
await site.close();
