import {
  CHANNEL_ID,
  DEFAULT_WIDGET_ID,
  DEFAULT_WIDGET_STYLING,
  type HostWidget,
  MEETING_TYPE_IDS,
  type PublicWidget,
  WidgetAuthType,
  type WidgetState,
  type WidgetStyling,
  widgetStyling,
} from '@meetspace/domain';
import { presentSearch, type SearchRow } from '../search/index.ts';
import type { WidgetRow } from './widget.queries.ts';

/** The stored styling (validated when written); anything unreadable falls back to the defaults. */
export function stylingOf(row: Pick<WidgetRow, 'styling'>): WidgetStyling {
  try {
    return widgetStyling.parse(JSON.parse(row.styling));
  } catch {
    return { ...DEFAULT_WIDGET_STYLING };
  }
}

export function meetingTypesOf(row: Pick<WidgetRow, 'meeting_types'>): number[] {
  return row.meeting_types
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** A widget's configuration as the embedded page reads it. */
export function presentPublicWidget(row: WidgetRow): PublicWidget {
  return {
    Id: row.id,
    Key: row.key,
    ChannelId: row.channel_id,
    LocationId: row.location_id,
    LocationName: row.location_name,
    PreSelectedMeetingtype: row.pre_selected_meeting_type,
    SpaceId: row.space_id,
    MinSeats: row.min_seats,
    Styling: stylingOf(row),
    ShowPrices: row.show_prices === 1,
    ShowSearchInput: row.show_search_input === 1,
    ShowCountrySelect: row.show_country_select === 1,
    ShowOptionsStep: row.show_options_step === 1,
    ShowBookingDetailsStep: row.show_booking_details_step === 1,
    AuthType: row.auth_type,
    Meetingtypes: meetingTypesOf(row),
  };
}

/** A widget as its host sees it. */
export function presentHostWidget(row: WidgetRow): HostWidget {
  return {
    ...presentPublicWidget(row),
    Name: row.name,
    ProfileId: row.profile_id,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/**
 * The widget state of a search (document 1's Widget/channel state): the configuration of the
 * widget it was made through, else the site's own channel widget (id -100: every step shown,
 * prices shown, login optional).
 */
export function presentWidgetState(search: SearchRow, widget: WidgetRow | undefined): WidgetState {
  if (widget) {
    return {
      Id: widget.id,
      ChannelId: widget.channel_id,
      LocationId: widget.location_id,
      PreSelectedMeetingtype: widget.pre_selected_meeting_type,
      SpaceId: widget.space_id,
      MinSeats: widget.min_seats,
      Search: presentSearch(search),
      Styling: JSON.stringify(stylingOf(widget)),
      ShowPrices: widget.show_prices === 1,
      ShowSearchInput: widget.show_search_input === 1,
      ShowCountrySelect: widget.show_country_select === 1,
      ShowOptionsStep: widget.show_options_step === 1,
      ShowBookingDetailsStep: widget.show_booking_details_step === 1,
      AuthType: widget.auth_type,
      Meetingtypes: meetingTypesOf(widget),
    };
  }
  return {
    Id: search.widget_id ?? DEFAULT_WIDGET_ID,
    ChannelId: search.channel_id ?? CHANNEL_ID,
    LocationId: search.location_id,
    PreSelectedMeetingtype: search.meeting_type_id,
    SpaceId: search.space_id,
    MinSeats: 1,
    Search: presentSearch(search),
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
