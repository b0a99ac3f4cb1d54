import type { Kysely } from 'kysely';

/**
 * Dutch speaks to the reader as "je/jouw", never "u/uw" (issue 14). The reference data of
 * `0004-reference-data` still said "u": this rewrites those Dutch texts in place. Only the wording
 * changes, not what they say, so no new terms or cookie version (a new cookie version would ask
 * every visitor to choose again; reservations keep pointing at the terms they accepted). A text
 * is only replaced while it is still exactly the released one, so an edited text is left alone.
 * The texts are spelled out here, not imported, so this migration never changes afterwards.
 */

const DUTCH = 52;

const COOKIE_TYPES = [
  {
    key: 'nc',
    was: 'Nodig om in te loggen, te boeken en uw keuzes te onthouden. Altijd aan.',
    now: 'Nodig om in te loggen, te boeken en je keuzes te onthouden. Altijd aan.',
  },
];

const TERMS = [
  {
    type: 'booking',
    was: [
      '1. Een reservering is definitief zodra u de bevestiging ontvangt.',
      '2. Tot 24 uur voor aanvang kunt u kosteloos annuleren of de datum wijzigen.',
      '3. Daarna gelden de annuleringskosten uit de tabel, afhankelijk van de groepsgrootte.',
      '4. Een reservering met een factuur of die binnen 24 uur begint, is vergrendeld.',
      '5. Prijzen zijn in euro; btw wordt per ruimte en per optie berekend.',
    ].join('\n'),
    now: [
      '1. Een reservering is definitief zodra je de bevestiging ontvangt.',
      '2. Tot 24 uur voor aanvang kun je kosteloos annuleren of de datum wijzigen.',
      '3. Daarna gelden de annuleringskosten uit de tabel, afhankelijk van de groepsgrootte.',
      '4. Een reservering met een factuur of die binnen 24 uur begint, is vergrendeld.',
      '5. Prijzen zijn in euro; btw wordt per ruimte en per optie berekend.',
    ].join('\n'),
  },
  {
    type: 'privacy',
    was: 'Wij gebruiken uw gegevens alleen om uw reserveringen uit te voeren en u te informeren. U kunt uw profiel altijd verwijderen.',
    now: 'Wij gebruiken je gegevens alleen om je reserveringen uit te voeren en je te informeren. Je kunt je profiel altijd verwijderen.',
  },
];

const SUBSCRIPTIONS = [
  {
    name: 'Seats2work',
    was: 'Flexplekken: u betaalt per gebruikte stoel per persoon per dag.',
    now: 'Flexplekken: je betaalt per gebruikte stoel per persoon per dag.',
  },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  const dutchSettings = db.selectFrom('cookie_settings').select('id').where('language_id', '=', DUTCH);
  for (const { key, was, now } of COOKIE_TYPES) {
    await db
      .updateTable('cookie_types')
      .set({ description: now })
      .where('key', '=', key)
      .where('description', '=', was)
      .where('cookie_setting_id', 'in', dutchSettings)
      .execute();
  }
  for (const { type, was, now } of TERMS) {
    await db
      .updateTable('terms')
      .set({ body: now })
      .where('type', '=', type)
      .where('language_id', '=', DUTCH)
      .where('location_id', 'is', null)
      .where('body', '=', was)
      .execute();
  }
  for (const { name, was, now } of SUBSCRIPTIONS) {
    await db
      .updateTable('subscriptions')
      .set({ description_nl: now })
      .where('name', '=', name)
      .where('description_nl', '=', was)
      .execute();
  }
}
