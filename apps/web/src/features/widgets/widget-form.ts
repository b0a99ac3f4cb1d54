import {
  DEFAULT_WIDGET_STYLING,
  type HostWidget,
  type WidgetBody,
  type WidgetChoices,
  type WidgetStyling,
} from '@meetspace/domain';

export type WidgetLocationChoice = WidgetChoices['Locations'][number];

/** The settings a new widget of a location starts with: everything it offers, every step, the site's look. */
export function newWidgetBody(location: WidgetLocationChoice, name: string): WidgetBody {
  const types = location.Meetingtypes.length > 0 ? location.Meetingtypes : [1];
  return {
    Name: name,
    LocationId: location.Id,
    PreSelectedMeetingtype: types[0] ?? 1,
    SpaceId: null,
    MinSeats: 1,
    Styling: { ...DEFAULT_WIDGET_STYLING } as WidgetStyling,
    ShowPrices: true,
    ShowSearchInput: true,
    ShowCountrySelect: false,
    ShowOptionsStep: true,
    ShowBookingDetailsStep: true,
    AuthType: 0,
    Meetingtypes: [...types],
  };
}

/** The form of a stored widget. */
export function bodyOfWidget(w: HostWidget): WidgetBody {
  return {
    Name: w.Name,
    LocationId: w.LocationId,
    PreSelectedMeetingtype: w.PreSelectedMeetingtype,
    SpaceId: w.SpaceId,
    MinSeats: w.MinSeats,
    Styling: { ...w.Styling },
    ShowPrices: w.ShowPrices,
    ShowSearchInput: w.ShowSearchInput,
    ShowCountrySelect: w.ShowCountrySelect,
    ShowOptionsStep: w.ShowOptionsStep,
    ShowBookingDetailsStep: w.ShowBookingDetailsStep,
    AuthType: w.AuthType as WidgetBody['AuthType'],
    Meetingtypes: [...w.Meetingtypes],
  };
}

/**
 * Ticking a meeting type on or off: the list stays in order; the pre-selected type follows when it
 * is switched off, and a space of a type no longer offered is let go.
 */
export function toggleMeetingType(
  body: WidgetBody,
  type: number,
  on: boolean,
  spaceType: (spaceId: number) => number | undefined,
): WidgetBody {
  const types = on
    ? [...new Set([...body.Meetingtypes, type])].sort((a, b) => a - b)
    : body.Meetingtypes.filter((t) => t !== type);
  const preselected = types.includes(body.PreSelectedMeetingtype)
    ? body.PreSelectedMeetingtype
    : (types[0] ?? body.PreSelectedMeetingtype);
  const keepSpace = body.SpaceId != null && types.includes(spaceType(body.SpaceId) ?? -1);
  return {
    ...body,
    Meetingtypes: types,
    PreSelectedMeetingtype: preselected,
    SpaceId: keepSpace ? (body.SpaceId ?? null) : null,
  };
}

/** The snippet of the host area: one div and one script on any website. */
export function embedSnippet(origin: string, key: string, locale: string): string {
  return `<div data-s2m-widget="${key}" data-language="${locale}"></div>\n<script async src="${origin}/js/widget/embed.js"></script>`;
}

/**
 * The tag the public WordPress plugin prints (v1.2), quote missing as it is, for venues that use it:
 * only the host changes.
 */
export function wordpressTag(origin: string, searchTerm: string, locationId: number, title: string): string {
  return `<script async id="s2m-widget" src="${origin}/js/frontend/widget/widget.js" data-widget-width="90%" data-search-term="${searchTerm.replace(/"/g, '')}" data-locations="${locationId}" data-widgetType="21 data-title="${title.replace(/"/g, '')}"></script>`;
}
