import {
  CHANNEL_ID,
  DEFAULT_WIDGET_ID,
  MEETING_TYPE_IDS,
  WidgetAuthType,
  type WidgetState,
} from '@meetspace/domain';
import { presentSearch } from './search.presenter.ts';
import type { SearchRow } from './search.queries.ts';

/**
 * The widget state of a search. Until hosts can configure widgets (host tools), every search runs
 * in the site's own channel widget (id -100): all steps shown, prices shown, login optional.
 */
export function presentWidgetState(row: SearchRow): WidgetState {
  return {
    Id: row.widget_id ?? DEFAULT_WIDGET_ID,
    ChannelId: row.channel_id ?? CHANNEL_ID,
    LocationId: row.location_id,
    PreSelectedMeetingtype: row.meeting_type_id,
    SpaceId: row.space_id,
    MinSeats: 1,
    Search: presentSearch(row),
    Styling: '{}',
    ShowPrices: true,
    ShowSearchInput: true,
    ShowCountrySelect: false,
    ShowOptionsStep: true,
    ShowBookingDetailsStep: true,
    AuthType: WidgetAuthType.LoginOrGuest,
    Meetingtypes: [...MEETING_TYPE_IDS],
  };
}
