import type { Generated } from 'kysely';

/** What a location offers (one row per amenity; names from the domain's AMENITIES). */
export interface LocationAmenitiesTable {
  location_id: number;
  amenity: string;
}

/** An invitation to manage a location sent to an address without an account (yet). */
export interface LocationManagerInvitesTable {
  id: Generated<number>;
  location_id: number;
  email: string;
  invited_by: number;
  created_at: string;
}

export interface HostingTables {
  location_amenities: LocationAmenitiesTable;
  location_manager_invites: LocationManagerInvitesTable;
}
