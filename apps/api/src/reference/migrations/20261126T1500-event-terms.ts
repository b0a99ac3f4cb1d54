import type { Kysely } from 'kysely';

/**
 * The terms of event registration (issue 19), version 1 in Dutch and English: the registration
 * form links to `GET /v1/term/event/latest`. Spelled out here, so this migration never changes.
 */

const PUBLISHED = '2026-01-01T00:00:00.000Z';

const TEXTS = [
  {
    language_id: 52,
    title: 'Voorwaarden voor deelname aan evenementen',
    body: [
      '1. Je aanmelding voor een evenement is een afspraak tussen jou en de organisator. Meetspace brengt jullie samen, maar organiseert het evenement niet.',
      '2. Je aanmelding is bevestigd zodra je de bevestiging met je ticket ontvangt. Voor een betaald evenement is dat na ontvangst van je betaling; tot dan houden we een plaats voor je vast.',
      '3. Is het evenement vol, dan kom je op de wachtlijst. Komt er een plaats vrij, dan krijgt de eerste op de wachtlijst die plaats en bericht per e-mail.',
      '4. Je kunt je afmelden via je ticket of je account zolang het evenement nog niet voorbij is. Of je geld terugkrijgt van een betaald ticket, bepaalt de organisator.',
      '5. De organisator kan het evenement wijzigen of afzeggen. Bij een nieuwe datum, tijd of plaats krijg je bericht en kun je je met één klik afmelden; bij afzeggen vervalt je aanmelding.',
      '6. Je naam, e-mailadres en de gegevens die je bij de aanmelding invult, delen we met de organisatoren van het evenement, zodat zij je kunnen inchecken en informeren. Lees ook onze privacyvoorwaarden.',
      '7. Bij de ingang toon je de QR-code van je ticket. Een ticket is persoonlijk.',
    ].join('\n'),
  },
  {
    language_id: 65,
    title: 'Terms of event registration',
    body: [
      '1. Your registration for an event is an agreement between you and its organizer. Meetspace brings you together but does not organize the event.',
      '2. Your registration is confirmed once you receive the confirmation with your ticket. For a paid event that is when your payment has been received; until then a place is held for you.',
      '3. When the event is full you join the waiting list. When a place becomes free, the first person on the waiting list gets it and is told by e-mail.',
      '4. You can cancel through your ticket or your account as long as the event is not over. Whether a paid ticket is refunded is up to the organizer.',
      '5. The organizer may change or cancel the event. You are told of a new date, time or place and can cancel with one click; when the event is cancelled, your registration ends.',
      '6. Your name, e-mail address and what you fill in when registering are shared with the event’s organizers, so they can check you in and keep you informed. Please also read our privacy terms.',
      '7. Show your ticket’s QR code at the entrance. A ticket is personal.',
    ].join('\n'),
  },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of TEXTS) {
    const exists = await db
      .selectFrom('terms')
      .select('id')
      .where('type', '=', 'event')
      .where('language_id', '=', text.language_id)
      .where('location_id', 'is', null)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('terms')
      .values({ type: 'event', ...text, location_id: null, version: 1, published_at: PUBLISHED })
      .execute();
  }
}
