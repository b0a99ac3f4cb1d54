import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The demo widget's public key (fixed, so the demo's embed snippet stays the same between runs). */
export const DEMO_WIDGET_KEY = 'demo-widget-host-example-com-0001';

/**
 * One booking widget of host@example.com: on its first live location (by id), offering what that
 * location offers, meeting rooms first; prices shown, every step, booking with or without an account.
 */
export async function writeDemoWidget(trx: Kysely<DB>, now: Date): Promise<void> {
  const location = await trx
    .selectFrom('locations as l')
    .innerJoin('location_managers as m', 'm.location_id', 'l.id')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['l.id', 'l.name', 'p.id as profileId'])
    .where('p.email', '=', 'host@example.com')
    .where('m.is_active', '=', 1)
    .where('l.status', '=', 'live')
    .orderBy('l.id')
    .executeTakeFirst();
  if (!location) return;
  const types = (
    await trx
      .selectFrom('location_meeting_types')
      .select('meeting_type_id')
      .where('location_id', '=', location.id)
      .orderBy('meeting_type_id')
      .execute()
  ).map((t) => t.meeting_type_id);
  if (types.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto('widgets')
    .values({
      key: DEMO_WIDGET_KEY,
      location_id: location.id,
      profile_id: location.profileId,
      name: `${location.name} website`,
      channel_id: 1,
      pre_selected_meeting_type: types[0] ?? 1,
      space_id: null,
      min_seats: 1,
      styling: JSON.stringify({
        PrimaryColor: '#0b5c4a',
        TextColor: '#1d2321',
        BackgroundColor: '#ffffff',
        FontFamily: 'system',
        BorderRadius: 6,
      }),
      show_prices: 1,
      show_search_input: 1,
      show_country_select: 0,
      show_options_step: 1,
      show_booking_details_step: 1,
      auth_type: 0,
      meeting_types: types.join(','),
      created_at: at,
      updated_at: at,
    })
    .execute();
}
