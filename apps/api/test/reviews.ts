import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.ts';
import { apiCall } from './booking.ts';

/** A live location host@example.com manages (the demo gives the host several). */
export async function hostLocationId(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('location_managers as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select('l.id')
    .where('p.email', '=', 'host@example.com')
    .where('m.is_active', '=', 1)
    .where('l.status', '=', 'live')
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes a reservation straight into the table (a meeting room, definite unless `cancelled`), ending
 * on `endDate` at `endMinutes` (default 17:00); with `catering`, a food-and-beverage option line.
 * Returns its id.
 */
export async function insertEndedReservation(
  t: TestApp,
  input: {
    profileId: number;
    locationId: number;
    endDate: string;
    endMinutes?: number;
    cancelled?: boolean;
    catering?: boolean;
    name?: string;
    meetingTypeId?: number;
  },
): Promise<number> {
  const db = t.database.db;
  const at = '2026-01-01T10:00:00.000Z';
  const { id } = await db
    .insertInto('reservations')
    .values({
      key: randomBytes(12).toString('hex'),
      channel_id: 1,
      status_id: input.cancelled ? 3 : 2,
      name: input.name ?? 'Review test meeting',
      profile_id: input.profileId,
      company_id: null,
      location_id: input.locationId,
      meeting_type_id: input.meetingTypeId ?? 1,
      language_id: 52,
      start_date: input.endDate,
      end_date: input.endDate,
      start_minutes: 540,
      end_minutes: input.endMinutes ?? 1020,
      starts_at: `${input.endDate}T08:00:00.000Z`,
      total_seats: 4,
      total_excl_cents: 10000,
      total_incl_cents: 12100,
      voucher_id: null,
      package_id: null,
      cart_id: null,
      search_id: null,
      comment: null,
      terms_id: null,
      has_invoice: 0,
      cancel_reason_type: input.cancelled ? 1 : null,
      cancel_reason: null,
      cancel_fee_percentage: null,
      cancelled_at: input.cancelled ? at : null,
      created_at: at,
      updated_at: at,
      series_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.catering) {
    const option =
      (await db
        .selectFrom('options')
        .select('id')
        .where('location_id', '=', input.locationId)
        .where('category_id', '=', 1)
        .executeTakeFirst()) ??
      (await db
        .insertInto('options')
        .values({
          location_id: input.locationId,
          category_id: 1,
          name_nl: 'Lunch',
          name_en: 'Lunch',
          description_nl: '',
          description_en: '',
          price_cents: 1500,
          tax_percentage: 9,
          stock: null,
          is_active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    await db
      .insertInto('reservation_options')
      .values({
        reservation_id: id,
        option_id: option.id,
        reservation_space_id: null,
        amount: 4,
        price_per_item_cents: 1500,
        price_total_cents: 6000,
        tax_percentage: 9,
        start_minutes: null,
      })
      .execute();
  }
  return id;
}

/** The review of a reservation (any status), straight from the table. */
export function reviewOf(t: TestApp, reservationId: number) {
  return t.database.db
    .selectFrom('reviews')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
}

/** A complete submission (catering scored). */
export function submission(extra: object = {}) {
  return {
    Scores: { Location: 5, Room: 4, Catering: 3, Service: 5, Value: 4 },
    Text: 'Light room, good coffee and a host who had thought of everything.',
    ...extra,
  };
}

/**
 * Opens the member's due reviews (`GET /v1/review/open`) and answers the open review of this
 * reservation (its id and key).
 */
export async function openReviewOf(
  t: TestApp,
  headers: object,
  reservationId: number,
): Promise<{ Id: number; Key: string }> {
  const res = await apiCall(t)('GET', '/v1/review/open', headers);
  if (res.statusCode !== 200) throw new Error(`open reviews: ${res.statusCode} ${res.body}`);
  const found = (res.json().Results as { Id: number; Key: string; ReservationId: number }[]).find(
    (r) => r.ReservationId === reservationId,
  );
  if (!found) throw new Error(`no open review for reservation ${reservationId}`);
  return { Id: found.Id, Key: found.Key };
}

/** The outbox's mails of a kind to an address, oldest first. */
export function mailsTo(t: TestApp, email: string, kind: string) {
  return t.database.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'language_id'])
    .where('to_email', '=', email)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}
