import type { Generated } from 'kysely';

/** Whether a reservation's guests arrived: one row per reservation, its last change. */
export interface ReservationCheckinsTable {
  reservation_id: number;
  is_checked_in: Generated<number>;
  /** The manager who recorded the last change. */
  changed_by: number;
  changed_at: string;
}

/** A note or a to-do on a reservation, of one side: the booker's or the host's. */
export interface ReservationNotesTable {
  id: Generated<number>;
  reservation_id: number;
  side: 'booker' | 'host';
  kind: 'note' | 'todo';
  text: string;
  is_done: Generated<number>;
  /** A to-do's due date (yyyy-MM-dd), or null. */
  due_date: string | null;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/** The host-bookings area's tables (the DB type in db/schema.ts includes them). */
export interface HostBookingTables {
  reservation_checkins: ReservationCheckinsTable;
  reservation_notes: ReservationNotesTable;
}
