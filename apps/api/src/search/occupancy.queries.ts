import { MeetingType, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A booked or held period of one space (for the overlap rules). */
export interface Occupant {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  seats: number;
}

/** A daily period over a date range, as the workspace-overlap check reads it. */
export interface Period {
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
}

/** The space as a booking takes it: what pricing and the overlap rule need. */
export type BookableSpace = NonNullable<Awaited<ReturnType<typeof occupancyQueries.bookableSpace>>>;

/**
 * What is taken: the spaces as they can be booked, the bookings and live holds on a space, and a
 * member's workspace bookings. Carts (holds, finalize) and reservations (changes, copies) decide
 * with the same reads.
 */
export const occupancyQueries = {
  /** The space of a setting, with its location's state and the setting's seat range; undefined without that setting. */
  bookableSpace(db: Kysely<DB>, spaceId: number, settingId: number) {
    return db
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .innerJoin('space_settings as ss', (join) =>
        join.onRef('ss.space_id', '=', 's.id').on('ss.setting_id', '=', settingId),
      )
      .select([
        's.id',
        's.location_id',
        's.meeting_type_id',
        's.pricing_type_id',
        's.price_cents',
        's.tax_percentage',
        's.capacity',
        's.is_social_capital',
        's.is_active',
        'l.status',
        'l.time_zone',
        'l.min_hours_before_booking',
        'l.channel_id',
        'ss.min_seats',
        'ss.max_seats',
      ])
      .where('s.id', '=', spaceId)
      .executeTakeFirst();
  },

  /**
   * Bookings (not cancelled) and live holds of other carts on one space that touch the dates; the
   * overlap of minutes is decided by the caller with the engine's rule.
   */
  async ofSpace(
    db: Kysely<DB>,
    spaceId: number,
    period: { startDate: string; endDate: string },
    nowIso: string,
    except: { cartId?: number; reservationId?: number } = {},
  ): Promise<{ bookings: Occupant[]; holds: Occupant[] }> {
    const columns = ['start_date', 'end_date', 'start_minutes', 'end_minutes', 'seats'] as const;
    const [bookings, holds] = await Promise.all([
      db
        .selectFrom('reservation_spaces')
        .select(columns)
        .where('space_id', '=', spaceId)
        .where('reservation_id', '!=', except.reservationId ?? -1)
        .where('is_cancelled', '=', 0)
        .where('start_date', '<=', period.endDate)
        .where('end_date', '>=', period.startDate)
        .execute(),
      db
        .selectFrom('cart_spaces as cs')
        .innerJoin('carts as c', 'c.id', 'cs.cart_id')
        .select(columns.map((c) => `cs.${c}` as const))
        .where('cs.space_id', '=', spaceId)
        .where('c.id', '!=', except.cartId ?? -1)
        .where('c.status', '=', 'open')
        .where('c.expires_at', '>', nowIso)
        .where('cs.start_date', '<=', period.endDate)
        .where('cs.end_date', '>=', period.startDate)
        .execute(),
    ]);
    return { bookings, holds };
  },

  /**
   * Whether the member already has a workspace booking (not cancelled) that overlaps the period:
   * the dates meet and the daily minutes overlap. `exceptReservationId` (a reservation that moves)
   * does not count.
   */
  async hasWorkspaceOverlap(
    db: Kysely<DB>,
    profileId: number,
    period: Period,
    exceptReservationId = -1,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('reservation_spaces as rs')
      .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
      .select('rs.id')
      .where('r.profile_id', '=', profileId)
      .where('r.id', '!=', exceptReservationId)
      .where('r.meeting_type_id', '=', MeetingType.Workspace)
      .where('r.status_id', '!=', ReservationStatus.Cancelled)
      .where('rs.is_cancelled', '=', 0)
      .where('rs.start_date', '<=', period.endDate)
      .where('rs.end_date', '>=', period.startDate)
      .where('rs.start_minutes', '<', period.endMinutes)
      .where('rs.end_minutes', '>', period.startMinutes)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
