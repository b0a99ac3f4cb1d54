import type { Generated } from 'kysely';

/** A booking widget a host configured for its own website (public by its unguessable key). */
export interface WidgetsTable {
  id: Generated<number>;
  key: string;
  location_id: number;
  /** The member who made it (one of the location's managers then). */
  profile_id: number | null;
  name: string;
  channel_id: number;
  pre_selected_meeting_type: number;
  space_id: number | null;
  min_seats: number;
  /** The validated styling (colours, font, border radius) as JSON. */
  styling: string;
  show_prices: number;
  show_search_input: number;
  show_country_select: number;
  show_options_step: number;
  show_booking_details_step: number;
  /** 0 login/register and no login, 1 login/register only, 2 no login only. */
  auth_type: number;
  /** The meeting types offered, comma separated (`1,2`). */
  meeting_types: string;
  created_at: string;
  updated_at: string;
}

export interface WidgetTables {
  widgets: WidgetsTable;
}
