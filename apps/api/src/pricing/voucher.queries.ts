import { type VoucherTerms, VoucherType } from '@meetspace/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { VouchersTable } from '../db/schema-catalogue.ts';

export type VoucherRow = Selectable<VouchersTable>;

/** A voucher row as the rules read it. */
export function termsOf(v: VoucherRow): VoucherTerms {
  return {
    typeId: v.type_id as VoucherType,
    channelId: v.channel_id,
    locationId: v.location_id,
    meetingTypeId: v.meeting_type_id,
    validFrom: v.valid_from,
    validUntil: v.valid_until,
    weekdayMask: v.weekday_mask,
    minSeats: v.min_seats,
    maxSeats: v.max_seats,
    minDurationMinutes: v.min_duration_minutes,
    maxDurationMinutes: v.max_duration_minutes,
    companyId: v.company_id,
    totalSeats: v.total_seats,
    oncePerUser: v.once_per_user === 1,
    creditCents: v.credit_cents,
    profileId: v.profile_id,
    discountPercentage: v.discount_percentage,
    discountCents: v.discount_cents,
    ratePerSeatCents: v.rate_per_seat_cents,
  };
}

/** A code as stored: upper-case, without surrounding spaces. */
const storedCode = (code: string) => code.trim().toUpperCase();

/** Vouchers and their uses. Codes are stored upper-case and matched case-insensitively. */
export const voucherQueries = {
  /**
   * Public promotions valid on `today`: active action vouchers for anyone (no member, no company),
   * on the channel (or any), at the location (or any) when asked, at a live location when bound to
   * one, with seats left when their seats are counted; ending soonest first (open-ended last).
   */
  featured(db: Kysely<DB>, f: { channelId: number; locationId?: number; today: string; limit: number }) {
    let q = db
      .selectFrom('vouchers as v')
      .selectAll('v')
      .where('v.is_active', '=', 1)
      .where('v.type_id', '=', VoucherType.Action)
      .where('v.profile_id', 'is', null)
      .where('v.company_id', 'is', null)
      .where((eb) => eb.or([eb('v.channel_id', 'is', null), eb('v.channel_id', '=', f.channelId)]))
      .where((eb) => eb.or([eb('v.valid_from', 'is', null), eb('v.valid_from', '<=', f.today)]))
      .where((eb) => eb.or([eb('v.valid_until', 'is', null), eb('v.valid_until', '>=', f.today)]))
      .where((eb) =>
        eb.or([
          eb('v.location_id', 'is', null),
          eb.exists(
            eb
              .selectFrom('locations as l')
              .select('l.id')
              .whereRef('l.id', '=', 'v.location_id')
              .where('l.status', '=', 'live'),
          ),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('v.total_seats', 'is', null),
          eb(
            eb
              .selectFrom('voucher_usages as u')
              .select(sql<number>`coalesce(sum(${sql.ref('u.seats')}), 0)`.as('used'))
              .whereRef('u.voucher_id', '=', 'v.id'),
            '<',
            eb.ref('v.total_seats'),
          ),
        ]),
      );
    const locationId = f.locationId;
    if (locationId !== undefined)
      q = q.where((eb) => eb.or([eb('v.location_id', 'is', null), eb('v.location_id', '=', locationId)]));
    return q
      .orderBy(sql`case when ${sql.ref('v.valid_until')} is null then 1 else 0 end`)
      .orderBy('v.valid_until')
      .orderBy('v.id')
      .limit(f.limit)
      .execute();
  },

  byCode(db: Kysely<DB>, code: string): Promise<VoucherRow | undefined> {
    return db
      .selectFrom('vouchers')
      .selectAll()
      .where('code', '=', storedCode(code))
      .where('is_active', '=', 1)
      .executeTakeFirst();
  },

  /**
   * Holds the row of the voucher with this code for the rest of the transaction (a no-op write), so
   * uses of one voucher at different locations, which do not share a booking lock, queue on it.
   */
  async lockByCode(db: Kysely<DB>, code: string): Promise<void> {
    await db
      .updateTable('vouchers')
      .set((eb) => ({ code: eb.ref('code') }))
      .where('code', '=', storedCode(code))
      .execute();
  },

  byId(db: Kysely<DB>, id: number): Promise<VoucherRow | undefined> {
    return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * Seats and money used so far, and how often by one profile; a booked reservation that is
   * re-priced leaves its own use out (`exceptReservationId`).
   */
  async usage(db: Kysely<DB>, voucherId: number, profileId: number | null, exceptReservationId?: number) {
    let query = db
      .selectFrom('voucher_usages')
      .select(['seats', 'amount_cents', 'profile_id'])
      .where('voucher_id', '=', voucherId);
    if (exceptReservationId !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('reservation_id', 'is', null), eb('reservation_id', '!=', exceptReservationId)]),
      );
    }
    const rows = await query.execute();
    return {
      seats: rows.reduce((n, r) => n + r.seats, 0),
      amountCents: rows.reduce((n, r) => n + r.amount_cents, 0),
      byThisProfile: profileId === null ? 0 : rows.filter((r) => r.profile_id === profileId).length,
    };
  },

  async recordUse(
    db: Kysely<DB>,
    use: {
      voucherId: number;
      reservationId: number;
      profileId: number | null;
      seats: number;
      amountCents: number;
    },
    nowIso: string,
  ): Promise<void> {
    await db
      .insertInto('voucher_usages')
      .values({
        voucher_id: use.voucherId,
        reservation_id: use.reservationId,
        profile_id: use.profileId,
        seats: use.seats,
        amount_cents: use.amountCents,
        created_at: nowIso,
      })
      .execute();
  },

  /** Records a credit voucher redeemed into a wallet: a use without a reservation; returns its id. */
  async recordRedemption(
    db: Kysely<DB>,
    use: { voucherId: number; profileId: number; amountCents: number },
    nowIso: string,
  ): Promise<number> {
    const { id } = await db
      .insertInto('voucher_usages')
      .values({
        voucher_id: use.voucherId,
        reservation_id: null,
        profile_id: use.profileId,
        seats: 0,
        amount_cents: use.amountCents,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  },

  /** The company of a member (a voucher for that company applies to their bookings). */
  async companyOfProfile(db: Kysely<DB>, profileId: number | null): Promise<number | null> {
    if (profileId === null) return null;
    const row = await db
      .selectFrom('profiles')
      .select('company_id')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row?.company_id ?? null;
  },

  /** The uses recorded for a reservation, with their voucher's type, oldest first. */
  usesOfReservation(db: Kysely<DB>, reservationId: number) {
    return db
      .selectFrom('voucher_usages as u')
      .innerJoin('vouchers as v', 'v.id', 'u.voucher_id')
      .select(['u.id', 'u.voucher_id', 'u.amount_cents', 'v.type_id'])
      .where('u.reservation_id', '=', reservationId)
      .orderBy('u.id')
      .execute();
  },

  async updateUse(db: Kysely<DB>, useId: number, use: { amountCents: number; seats: number }): Promise<void> {
    await db
      .updateTable('voucher_usages')
      .set({ amount_cents: use.amountCents, seats: use.seats })
      .where('id', '=', useId)
      .execute();
  },

  async deleteUses(db: Kysely<DB>, useIds: readonly number[]): Promise<void> {
    if (useIds.length === 0) return;
    await db.deleteFrom('voucher_usages').where('id', 'in', useIds).execute();
  },
};
