import type { Kysely } from 'kysely';
import { bookingTerms, cookieTypes, licenceTerms, privacyTerms } from './reference-content.ts';

// Reference data every installation needs, demo or not: the channel, languages, countries, the
// first cookie-settings version, booking/privacy/licence terms with the cancel-rule table, and
// the two licence subscriptions. Written as a migration so it exists exactly once per database.

const PUBLISHED = '2026-01-01T00:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('channels').values({ id: 1, name: 'Meetspace' }).execute();
  await db
    .insertInto('languages')
    .values([
      { id: 52, code: 'nl', culture: 'nl-NL', name: 'Nederlands' },
      { id: 65, code: 'en', culture: 'en-US', name: 'English' },
    ])
    .execute();
  await db
    .insertInto('countries')
    .values([
      { id: 152, code: 'NL', name_nl: 'Nederland', name_en: 'Netherlands', language_id: 52, is_active: 1 },
      { id: 21, code: 'BE', name_nl: 'België', name_en: 'Belgium', language_id: 52, is_active: 0 },
      { id: 80, code: 'DE', name_nl: 'Duitsland', name_en: 'Germany', language_id: 65, is_active: 0 },
    ])
    .execute();

  for (const languageId of [52, 65]) {
    const setting = await db
      .insertInto('cookie_settings')
      .values({ version: 1, language_id: languageId, created_at: PUBLISHED })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cookie_types')
      .values(cookieTypes(languageId).map((t, rank) => ({ ...t, cookie_setting_id: setting.id, rank })))
      .execute();
    for (const [type, content] of [
      ['booking', bookingTerms(languageId)],
      ['privacy', privacyTerms(languageId)],
      ['license', licenceTerms(languageId)],
    ] as const) {
      const terms = await db
        .insertInto('terms')
        .values({
          type,
          language_id: languageId,
          location_id: null,
          version: 1,
          ...content,
          published_at: PUBLISHED,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (type === 'booking') {
        await db
          .insertInto('cancel_rules')
          .values(CANCEL_RULES.map((rule) => ({ ...rule, terms_id: terms.id })))
          .execute();
      }
    }
  }

  for (const sub of SUBSCRIPTIONS) {
    const row = await db
      .insertInto('subscriptions')
      .values({ channel_id: 1, ...sub.row, is_active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subscription_meeting_types')
      .values(sub.meetingTypes.map((meeting_type_id) => ({ subscription_id: row.id, meeting_type_id })))
      .execute();
  }
}

/**
 * Cancelling less than `hours_before_start` hours before the start costs `percentage` of the
 * total for bookings of at least `min_seats` seats; the highest matching percentage applies.
 * Free until 24 hours before start for small groups, as the spec promises.
 */
export const CANCEL_RULES = [
  { hours_before_start: 24, percentage: 50, min_seats: 1 },
  { hours_before_start: 4, percentage: 100, min_seats: 1 },
  { hours_before_start: 7 * 24, percentage: 25, min_seats: 20 },
  { hours_before_start: 24, percentage: 75, min_seats: 20 },
  { hours_before_start: 14 * 24, percentage: 50, min_seats: 50 },
  { hours_before_start: 48, percentage: 100, min_seats: 50 },
];

const SUBSCRIPTIONS = [
  {
    row: {
      name: 'Seats2work',
      description_nl: 'Flexplekken: u betaalt per gebruikte stoel per persoon per dag.',
      description_en: 'Workspaces: you pay per utilized seat per person per day.',
      price_per_seat_cents: 150,
      monthly_fee_cents: 0,
    },
    meetingTypes: [2],
  },
  {
    row: {
      name: 'Seats2meet',
      description_nl: 'Vergaderruimtes, flexplekken en tijdelijke kantoren, met een vast maandbedrag.',
      description_en: 'Meeting rooms, workspaces and temporary offices, with a fixed monthly fee.',
      price_per_seat_cents: 100,
      monthly_fee_cents: 4900,
    },
    meetingTypes: [1, 2, 3],
  },
];
