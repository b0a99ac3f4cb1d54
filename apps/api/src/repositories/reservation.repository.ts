import { MeetingType, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface Period {
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
}

/** Reservations of members. */
export function createReservationRepository(db: Kysely<DB>) {
  return {
    /**
     * Whether the member already has a workspace booking (not cancelled) that overlaps the period:
     * the dates meet and the daily minutes overlap.
     */
    async hasWorkspaceOverlap(profileId: number, period: Period): Promise<boolean> {
      const row = await db
        .selectFrom('reservation_spaces as rs')
        .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
        .select('rs.id')
        .where('r.profile_id', '=', profileId)
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
}
export type ReservationRepository = ReturnType<typeof createReservationRepository>;
