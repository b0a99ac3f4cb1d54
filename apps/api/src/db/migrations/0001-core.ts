import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

// Conventions (both engines): snake_case names, integer cents for money, 0/1 integers for flags,
// `yyyy-MM-dd` text for local dates, minutes from midnight for times, ISO-8601 UTC text for instants.

/** Reference data: channels, languages, countries, cookie settings, terms, subscriptions. */
async function createReference(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('languages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('culture', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await tableWithId(db, 'cookie_settings')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cookie_settings_version_language_uq', ['version', 'language_id'])
    .execute();
  await tableWithId(db, 'cookie_types')
    .addColumn('cookie_setting_id', 'integer', (c) =>
      c.notNull().references('cookie_settings.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('short', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_editable', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await tableWithId(db, 'terms')
    .addColumn('type', 'text', (c) => c.notNull()) // booking | privacy | license
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('location_id', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  // Cancel rules of a booking terms version: cancelling less than `hours_before_start` hours before
  // the start costs `percentage` of the total, for groups from `min_seats` seats up.
  await tableWithId(db, 'cancel_rules')
    .addColumn('terms_id', 'integer', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addColumn('hours_before_start', 'integer', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull())
    .addColumn('min_seats', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await tableWithId(db, 'subscriptions')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description_nl', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('price_per_seat_cents', 'integer', (c) => c.notNull())
    .addColumn('monthly_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('subscription_meeting_types')
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_meeting_types_pk', ['subscription_id', 'meeting_type_id'])
    .execute();
}

/** People and organisations: profiles, companies, billing addresses. */
async function createPeople(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'companies')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'profiles')
    .addColumn('email', 'text', (c) => c.notNull().unique()) // stored lower-case
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member')) // member | host | admin
    .addColumn('is_activated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('phone', 'text')
    .addColumn('bio', 'text')
    .addColumn('image_url', 'text')
    .addColumn('terms_id', 'integer')
    .addColumn('agreed_terms_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'billing_addresses')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('company', 'text')
    .addColumn('send_to', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('po_number', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'billing_addresses', [['profile_id']]);
}

/** Locations and what they offer: meeting types, opening hours, closed days, images, managers. */
async function createLocations(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'locations')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull()) // lower-case, accents stripped: name + city
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('description_nl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('directions_nl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('directions_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | live
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Amsterdam'))
    .addColumn('min_hours_before_booking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id'))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'locations', [['status', 'country_id'], ['latitude', 'longitude'], ['city']]);
  await tableWithId(db, 'location_images')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndexes(db, 'location_images', [['location_id']]);
  await db.schema
    .createTable('location_meeting_types')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_meeting_types_pk', ['location_id', 'meeting_type_id'])
    .execute();
  await db.schema
    .createTable('location_managers')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('location_managers_pk', ['location_id', 'profile_id'])
    .execute();
  // ISO weekday 1 (Monday) .. 7 (Sunday); a weekday without a row is closed for that meeting type.
  await tableWithId(db, 'opening_hours')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('open_minutes', 'integer', (c) => c.notNull())
    .addColumn('close_minutes', 'integer', (c) => c.notNull())
    .addUniqueConstraint('opening_hours_uq', ['location_id', 'meeting_type_id', 'weekday'])
    .execute();
  await tableWithId(db, 'closed_days')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('closed_days_uq', ['location_id', 'date'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReference(db);
  await createPeople(db);
  await createLocations(db);
}
