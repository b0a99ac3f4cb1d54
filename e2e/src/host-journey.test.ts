import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localizedPath } from '@meetspace/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Site, startSite } from './harness.ts';
import { nextWeekday, wizardWords } from './wizard.ts';

/**
 * Issue 17's whole host journey in one chain, in Dutch: a brand-new member registers in place while
 * boarding a location in 5 steps, the administrator approves it, the new host adds opening hours and
 * a meeting room with a setting and a price, makes a widget, a venue page on another origin embeds
 * it, a visitor books the room there as a guest, and the host sees the booking in the calendar.
 * Each part has its own detailed test (boarding, admin, host-venue, host-offerings, widget,
 * host-bookings); this one checks that they fit together for a location that did not exist before.
 */

const PASSWORD = 'Nieuw-pass-1!';
const LOCATION = 'Zalen aan de Vaart';
const HOST_EMAIL = 'vaart.host@example.org';
const ROOM = { nl: 'Zaal Vaartzicht', en: 'Canal View Room' };

/** A venue's own website: plain HTML on another port (another origin than the booking site). */
async function startVenueSite(body: string): Promise<{ url: string; server: Server }> {
  const page = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Zalen aan de Vaart</title></head><body><h1>Zalen aan de Vaart</h1><p>Vergader bij ons aan het water.</p>${body}</body></html>`;
  const server = createServer((request, response) => {
    const ok = request.url === '/vergaderen.html';
    response.writeHead(ok ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ok ? page : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Logs in on a members-only page, which then shows `heading`. */
async function logIn(page: Page, site: Site, path: string, email: string, password: string, heading: RegExp) {
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe("issue 17's host journey in a real browser", () => {
  let site: Site;
  let venue: { url: string; server: Server } | undefined;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    venue?.server.close();
    await site?.close();
  });

  it('nl: a new member boards a location, the admin approves it, the host adds hours, a room and a widget, a visitor books through it, the host sees it', async () => {
    // 1. Boarding in 5 steps, registering in place at step 2.
    const member = await (
      await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const progress = member.getByRole('navigation', { name: 'Stappen om je locatie toe te voegen' });
    const atStep = async (step: number, title: string) => {
      await member.getByRole('heading', { level: 2, name: title }).waitFor();
      expect(await progress.getByRole('listitem').count()).toBe(5);
      expect(await progress.locator('[aria-current="step"]').textContent()).toContain(String(step));
    };
    await member.goto(`${site.baseUrl}/nl/locatie-toevoegen`);
    await atStep(1, 'Kies je licentie');
    await member.getByRole('button', { name: 'Kies Seats2meet' }).click();
    await atStep(2, 'Bevestig je keuze');
    await member.getByRole('button', { name: 'Verder: je locatie' }).click();
    await member.getByText(/^Om je locatie toe te voegen heb je een account nodig/).waitFor();
    await member.getByLabel('Voornaam').fill('Vera');
    await member.getByLabel('Achternaam').fill('Vaart');
    await member.getByLabel('E-mailadres voor het account').fill(HOST_EMAIL);
    await member.getByLabel('Ik ga akkoord met de voorwaarden en de privacyverklaring').check();
    await member.getByRole('button', { name: 'Account aanmaken' }).click();
    await member.getByText(`Bijna klaar: we stuurden een link en een code naar ${HOST_EMAIL}`).waitFor();
    const mail = await site.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', HOST_EMAIL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+wachtwoord-instellen\?\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    await member.goto(link as string);
    await member.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
    await member.getByLabel('Herhaal het wachtwoord').fill(PASSWORD);
    await member.getByRole('button', { name: 'Opslaan en inloggen' }).click();
    await member.waitForURL(/\/nl\/mijn\//);
    await member.goto(`${site.baseUrl}/nl/locatie-toevoegen`);
    await atStep(3, 'Je locatie');
    await member.getByLabel('Naam van de locatie', { exact: true }).fill(LOCATION);
    await member.getByLabel('Straat en huisnummer', { exact: true }).fill('Vaartsche Rijn 12');
    await member.getByLabel('Postcode', { exact: true }).fill('3512 VK');
    await member.getByLabel('Plaats', { exact: true }).fill('Utrecht');
    await member.getByLabel('E-mailadres van de locatie', { exact: true }).fill('info@vaart.example.nl');
    await member.getByLabel('Telefoonnummer', { exact: true }).fill('030 765 4321');
    expect(await member.getByLabel('Vergaderruimte', { exact: true }).isChecked()).toBe(true);
    await member.getByRole('button', { name: 'Verder: de voorwaarden' }).click();
    await atStep(4, 'Voorwaarden');
    await member.getByLabel('Ik ga akkoord met de licentievoorwaarden').check();
    await member.getByRole('button', { name: 'Voeg mijn locatie toe' }).click();
    await atStep(5, 'Je locatie is aangemeld');
    await member.getByText(/wacht nu op goedkeuring door ons team/).waitFor();
    const location = await site.db
      .selectFrom('locations')
      .select(['id', 'status'])
      .where('name', '=', LOCATION)
      .executeTakeFirstOrThrow();
    expect(location.status).toBe('pending');
    await member.context().close();

    // 2. The administrator approves it from the queue in /beheer.
    const admin = await (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(admin, site, '/nl/beheer', 'admin@example.com', 'E2e-pass-1!', /^Beheer$/);
    await admin.getByRole('heading', { level: 2, name: 'Wachtrij voor goedkeuring' }).waitFor();
    await admin.getByRole('link', { name: LOCATION, exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: LOCATION }).waitFor();
    await admin.getByRole('button', { name: 'Goedkeuren', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Goedkeuren en live zetten' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('Live', { exact: true }).first().waitFor();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .selectFrom('locations')
              .select('status')
              .where('id', '=', location.id)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('live');
    await admin.context().close();

    // 3. The new host logs in and opens the location on Wednesdays for meeting rooms.
    const host = await (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const hoursPath = localizedPath('host-location-hours', 'nl', { locationId: location.id });
    await logIn(host, site, hoursPath, HOST_EMAIL, PASSWORD, /^Openingstijden/);
    const rooms = host.getByRole('group', { name: 'Vergaderruimte' });
    await rooms.getByRole('checkbox', { name: 'Woensdag' }).check();
    await rooms.getByLabel('Woensdag vanaf').fill('08:00');
    await rooms.getByLabel('Woensdag tot').fill('18:00');
    await host.getByRole('button', { name: 'Openingstijden opslaan' }).click();
    await host
      .getByRole('status')
      .filter({ hasText: 'De openingstijden zijn opgeslagen.' })
      .first()
      .waitFor();
    expect(await seriousViolations(host)).toEqual([]);

    // 4. A meeting room with a setting (U-shape) and a price.
    await host.goto(
      `${site.baseUrl}${localizedPath('host-location-spaces', 'nl', { locationId: location.id })}`,
    );
    await host.getByRole('heading', { level: 1, name: /^Ruimtes/ }).waitFor();
    expect(await seriousViolations(host)).toEqual([]);
    await host.getByRole('link', { name: 'Ruimte toevoegen' }).click();
    await host.getByRole('heading', { level: 1, name: /^Nieuwe ruimte/ }).waitFor();
    await host.getByLabel('Naam (Nederlands)', { exact: true }).fill(ROOM.nl);
    await host.getByLabel('Naam (Engels)', { exact: true }).fill(ROOM.en);
    await host.getByLabel('Capaciteit (personen)', { exact: true }).fill('12');
    await host.getByLabel('Maximaal aantal plaatsen voor Vergadering', { exact: true }).fill('12');
    await host.getByRole('button', { name: 'Opstelling toevoegen' }).click();
    await host.getByLabel('Opstelling 2', { exact: true }).selectOption('9');
    await host.getByLabel('Minimaal aantal plaatsen voor U-vorm', { exact: true }).fill('2');
    await host.getByLabel('Maximaal aantal plaatsen voor U-vorm', { exact: true }).fill('10');
    await host.getByLabel('Prijs excl. btw', { exact: true }).fill('40,00');
    await host.getByLabel('Btw-tarief', { exact: true }).selectOption('21');
    await host.getByRole('button', { name: 'Ruimte toevoegen', exact: true }).click();
    await host.getByText('De ruimte is opgeslagen.').waitFor();
    await host.getByRole('heading', { level: 1, name: new RegExp(`^${ROOM.nl}`) }).waitFor();
    const space = await site.db
      .selectFrom('spaces')
      .select(['id', 'capacity', 'is_active'])
      .where('location_id', '=', location.id)
      .where('name_nl', '=', ROOM.nl)
      .executeTakeFirstOrThrow();
    expect(space).toMatchObject({ capacity: 12, is_active: 1 });

    // 5. A widget for the location: guests only, no options step.
    await host.goto(`${site.baseUrl}${localizedPath('host-widgets', 'nl')}`);
    await host.getByRole('heading', { level: 1, name: 'Widgets' }).waitFor();
    await host.getByLabel('Naam', { exact: true }).fill('Onze website');
    expect(await host.getByLabel('Locatie', { exact: true }).locator('option:checked').textContent()).toBe(
      LOCATION,
    );
    await host.getByRole('button', { name: 'Widget maken' }).click();
    await host.getByRole('heading', { level: 1, name: 'Widget Onze website' }).waitFor();
    await host.getByLabel('De stap faciliteiten en arrangementen').uncheck();
    await host.getByLabel('Alleen boeken zonder account').check();
    await host.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await host.getByText('Opgeslagen.').or(host.getByRole('alert')).first().waitFor();
    expect(await host.getByRole('alert').allTextContents()).toEqual([]);
    const snippet = await host.getByLabel('Code', { exact: true }).first().inputValue();
    expect(snippet).toMatch(/^<div data-s2m-widget="[\w-]{32}" data-language="nl"><\/div>\n<script /);

    // 6. A visitor of the venue's own website books the room through the widget, as a guest.
    venue = await startVenueSite(snippet);
    const visitor = await (
      await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${venue.url}/vergaderen.html`);
    const frame = visitor.frameLocator('iframe');
    const w = wizardWords('nl');
    const date = nextWeekday(3);
    await frame.getByRole('heading', { level: 1, name: `Boeken bij ${LOCATION}` }).waitFor();
    await frame.getByLabel(w.date, { exact: true }).fill(date);
    await frame.getByLabel(w.from, { exact: true }).selectOption('600');
    await frame.getByLabel(w.until, { exact: true }).selectOption('720');
    await frame.getByLabel(w.people, { exact: true }).fill('6');
    await frame.getByRole('button', { name: w.search, exact: true }).click();
    const room = frame.getByRole('listitem').filter({ has: frame.getByRole('heading', { name: ROOM.nl }) });
    await room.first().waitFor();
    // € 40,00 a person, 6 people.
    expect((await room.first().innerText()).replace(/\s/g, ' ')).toContain('€ 240,00');
    expect(await seriousViolations(visitor)).toEqual([]);
    await room.first().getByRole('button', { name: w.book }).click();
    await frame.getByRole('heading', { level: 2, name: 'Boekingsgegevens' }).waitFor();
    await frame.getByRole('button', { name: w.next, exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: 'Contactgegevens' }).waitFor();
    await frame.getByLabel(w.name, { exact: true }).fill('Bas Bezoeker');
    await frame.getByLabel(w.email, { exact: true }).fill('bas@example.org');
    await frame.getByLabel(w.terms).check();
    await frame.getByRole('button', { name: w.next, exact: true }).click();
    await frame.getByRole('heading', { level: 2, name: 'Controleren en boeken' }).waitFor();
    await frame.getByRole('button', { name: w.bookNow }).click();
    await frame.getByRole('heading', { name: w.booked }).waitFor();
    const number = Number(w.number.exec((await frame.getByText(w.number).textContent()) ?? '')?.[1]);
    const reservation = await site.db
      .selectFrom('reservations')
      .select(['location_id', 'status_id'])
      .where('id', '=', number)
      .executeTakeFirstOrThrow();
    expect(reservation).toEqual({ location_id: location.id, status_id: 2 });
    await visitor.context().close();

    // 7. The host sees the booking in the calendar of that week and opens it.
    await host.goto(`${site.baseUrl}${localizedPath('host-bookings', 'nl')}?date=${date}`);
    await host.getByRole('heading', { level: 1, name: 'Boekingen op mijn locaties' }).waitFor();
    const block = host
      .getByRole('region', { name: /^Agenda van / })
      .getByRole('link')
      .filter({ hasText: 'Bas Bezoeker' });
    await block.first().waitFor();
    expect(await block.first().textContent()).toContain('10:00');
    expect(await seriousViolations(host)).toEqual([]);
    await block.first().click();
    await host.waitForURL(new RegExp(`/host/boekingen/${number}$`));
    await host.getByText('bas@example.org').first().waitFor();
    await host.context().close();
  });
});
