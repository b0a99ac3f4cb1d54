import { ContactType } from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationCheckinsTable } from './hostbookings.schema.ts';

export type CheckinRow = Selectable<ReservationCheckinsTable>;

/** What access needs of a reservation: whose it is and where. */
export interface ReservationRef {
  id: number;
  location_id: number;
  profile_id: number | null;
}

/** The host-bookings area's SQL: the host's locations, their spaces, the booked lines, check-ins. */
export const hostBookingQueries = {
  reservationRef(db: Kysely<DB>, id: number): Promise<ReservationRef | undefined> {
    return db
      .selectFrom('reservations')
      .select(['id', 'location_id', 'profile_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  location(db: Kysely<DB>, id: number) {
    return db.selectFrom('locations').select(['id']).where('id', '=', id).executeTakeFirst();
  },

  /** The active spaces of the locations (index: spaces by location), in their rank. */
  spaces(db: Kysely<DB>, locationIds: readonly number[]) {
    if (locationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('spaces')
      .select(['id', 'location_id', 'name_nl', 'name_en', 'meeting_type_id', 'capacity'])
      .where('location_id', 'in', locationIds)
      .where('is_active', '=', 1)
      .orderBy('location_id')
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },

  /**
   * The live booked space lines of the spaces that overlap the period (index: reservation lines by
   * space and start date; the reservation by its key), with their reservation's status, name,
   * member and company, and whether it is checked in.
   */
  lines(db: Kysely<DB>, spaceIds: readonly number[], startDate: string, endDate: string) {
    if (spaceIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reservation_spaces as rs')
      .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
      .leftJoin('profiles as p', 'p.id', 'r.profile_id')
      .leftJoin('companies as c', 'c.id', 'r.company_id')
      .leftJoin('reservation_checkins as ci', 'ci.reservation_id', 'r.id')
      .select([
        'rs.id',
        'rs.reservation_id',
        'rs.space_id',
        'rs.start_date',
        'rs.end_date',
        'rs.start_minutes',
        'rs.end_minutes',
        'rs.seats',
        'rs.setting_id',
        'r.location_id',
        'r.status_id',
        'r.name',
        'r.invoice_company',
        'c.name as company_name',
        'p.first_name',
        'p.last_name',
        'ci.is_checked_in',
      ])
      .where('rs.space_id', 'in', spaceIds)
      .where('rs.start_date', '<=', endDate)
      .where('rs.end_date', '>=', startDate)
      .where('rs.is_cancelled', '=', 0)
      .orderBy('rs.start_date')
      .orderBy('rs.start_minutes')
      .orderBy('rs.id')
      .execute();
  },

  /** The booker contacts' names of the reservations (index: contacts by reservation). */
  bookerContacts(db: Kysely<DB>, reservationIds: readonly number[]) {
    if (reservationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reservation_contacts')
      .select(['reservation_id', 'name'])
      .where('reservation_id', 'in', reservationIds)
      .where('type_id', '=', ContactType.Booker)
      .orderBy('id')
      .execute();
  },

  checkin(db: Kysely<DB>, reservationId: number) {
    return db
      .selectFrom('reservation_checkins as ci')
      .leftJoin('profiles as p', 'p.id', 'ci.changed_by')
      .select(['ci.reservation_id', 'ci.is_checked_in', 'ci.changed_at', 'p.first_name', 'p.last_name'])
      .where('ci.reservation_id', '=', reservationId)
      .executeTakeFirst();
  },

  /** Records the check-in's state (one row per reservation: insert, or change the one there). */
  async setCheckin(
    db: Kysely<DB>,
    reservationId: number,
    values: { arrived: boolean; by: number; at: string },
  ): Promise<void> {
    const row = { is_checked_in: values.arrived ? 1 : 0, changed_by: values.by, changed_at: values.at };
    await db
      .insertInto('reservation_checkins')
      .values({ reservation_id: reservationId, ...row })
      .onConflict((oc) => oc.column('reservation_id').doUpdateSet(row))
      .execute();
  },
};
