import type { Generated } from 'kysely';

export interface CatalogueChangesTable {
  id: Generated<number>;
  location_id: number;
  /** Who made the change; null for the system. */
  profile_id: number | null;
  /** What was changed: location, space, option, package, opening-hours, closed-day, photo, manager, status, widget. */
  subject_type: string;
  subject_id: number | null;
  /** create | update | delete, or a state change such as approve, reject, suspend. */
  action: string;
  /** JSON list of { Field, From, To }. */
  changes: string;
  created_at: string;
}

export interface CatalogueChangeTables {
  catalogue_changes: CatalogueChangesTable;
}
