import type { TestApp } from './app.ts';

/** What a test event differs in (the rest: a published, active, public, offline event on 9 December 2026). */
export interface TestEventInput {
  ownerProfileId: number;
  name?: string;
  status?: 'draft' | 'published' | 'cancelled';
  isActive?: boolean;
  isTicketLink?: boolean;
  capacity?: number | null;
  startDate?: string;
  endDate?: string;
  isOnline?: 'offline' | 'online' | 'hybrid';
  onlineUrl?: string | null;
  /** Prices incl. VAT in cents. */
  prices?: { currency?: string; cents: number; startDate?: string | null }[];
  /** More organizers (the owner is one already). */
  organizers?: { profileId: number | null; email: string; name: string; receiveEmail?: boolean }[];
  languageId?: number;
}

/**
 * Writes an event straight into the tables (the events calls are another branch's): the listing,
 * its prices, the owner as primary organizer (receives mail) and any more organizers. Returns its id.
 */
export async function insertTestEvent(t: TestApp, input: TestEventInput): Promise<number> {
  const db = t.database.db;
  const at = '2026-11-20T10:00:00.000Z';
  const start = input.startDate ?? '2026-12-09';
  const end = input.endDate ?? start;
  const { id } = await db
    .insertInto('event_listings')
    .values({
      name: input.name ?? 'Data day',
      channel_id: 1,
      owner_profile_id: input.ownerProfileId,
      status: input.status ?? 'published',
      owner_type: 'Channel',
      item_id: null,
      event_type_id: 4,
      location_id: null,
      reservation_id: null,
      group_id: null,
      is_active: input.isActive === false ? 0 : 1,
      is_public: 1,
      start_date: start,
      start_minutes: 600,
      end_date: end,
      end_minutes: 1020,
      starts_at: `${start}T09:00:00.000Z`,
      ends_at: `${end}T16:00:00.000Z`,
      image_url: null,
      max_capacity: input.capacity === undefined ? null : input.capacity,
      is_online: input.isOnline ?? 'offline',
      is_ticket_link: input.isTicketLink ? 1 : 0,
      url: input.isTicketLink ? 'https://tickets.example.com' : null,
      online_url: input.onlineUrl ?? null,
      location_name: 'De Werkplaats',
      location_can_edit: 1,
      address: 'Oudegracht 1',
      postal_code: '3511 AA',
      city: 'Utrecht',
      state: '',
      country: 'Nederland',
      latitude: null,
      longitude: null,
      description: 'A day about data',
      tags: JSON.stringify(['data', 'ai', 'cloud']),
      search_text: 'data day',
      create_group: 0,
      language_id: input.languageId ?? 52,
      created_at: at,
      updated_at: at,
      published_at: input.status === 'draft' ? null : at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const p of input.prices ?? []) {
    await db
      .insertInto('event_prices')
      .values({
        event_id: id,
        currency: p.currency ?? 'EUR',
        price_cents: p.cents,
        start_date: p.startDate ?? null,
        tax_percentage: 21,
      })
      .execute();
  }
  const owner = await db
    .selectFrom('profiles')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', input.ownerProfileId)
    .executeTakeFirstOrThrow();
  const organizers = [
    {
      profileId: input.ownerProfileId,
      email: owner.email,
      name: `${owner.first_name} ${owner.last_name}`,
      receiveEmail: true,
      owner: true,
    },
    ...(input.organizers ?? []).map((o) => ({ ...o, owner: false })),
  ];
  for (const o of organizers) {
    await db
      .insertInto('event_organizers')
      .values({
        event_id: id,
        profile_id: o.profileId,
        full_name: o.name,
        email: o.email,
        phone: '',
        is_owner: o.owner ? 1 : 0,
        receive_email: o.receiveEmail === false ? 0 : 1,
        is_primary: o.owner ? 1 : 0,
        created_at: at,
      })
      .execute();
  }
  return id;
}

/** A visitor's registration body for an event. */
export const visitorBody = (eventId: number, i: number | string, extra: object = {}) => ({
  EventId: eventId,
  FirstName: 'Visitor',
  LastName: `Nr ${i}`,
  Email: `visitor-${i}@example.org`,
  HasAgreedToTerms: true,
  Tags: ['data', 'ai', 'cloud'],
  ...extra,
});
