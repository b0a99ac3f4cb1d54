import type { Generated } from 'kysely';

/** A member's check-in at a location for a day: one per member, location and day (unique). */
export interface NetworkCheckinsTable {
  id: Generated<number>;
  profile_id: number;
  location_id: number;
  /** The local day (yyyy-MM-dd, Amsterdam). */
  day: string;
  working_on: string;
  knowledge: string;
  /** A booking of the member's at that location it belongs to, or null. */
  reservation_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One opened location (1), event (2) or story (3); the member when logged in. */
export interface ClickLogsTable {
  id: Generated<number>;
  type_id: number;
  item_id: number;
  profile_id: number | null;
  clicked_at: string;
}

/** The people area's tables (the DB type in db/schema.ts includes them). */
export interface PeopleAreaTables {
  network_checkins: NetworkCheckinsTable;
  click_logs: ClickLogsTable;
}
