import { z } from 'zod';
import { bodyId, listOf, optionalId } from '../common/common.schemas.ts';
import { MEETING_TYPE_IDS } from '../constants/meeting-types.ts';

/** The font families a widget may use (system stacks: nothing is loaded from elsewhere). */
export const WIDGET_FONTS = ['system', 'sans-serif', 'serif', 'monospace', 'rounded'] as const;
export type WidgetFont = (typeof WIDGET_FONTS)[number];

/** The CSS font stack of each widget font. */
export const WIDGET_FONT_STACKS: Record<WidgetFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'sans-serif': 'Arial, Helvetica, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
  rounded: 'ui-rounded, "Nunito", "Segoe UI", sans-serif',
};

/** The styling of a widget without one: the site's own colours. */
export const DEFAULT_WIDGET_STYLING = {
  PrimaryColor: '#0b5c4a',
  TextColor: '#1d2321',
  BackgroundColor: '#ffffff',
  FontFamily: 'system',
  BorderRadius: 6,
} as const satisfies Record<string, string | number>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');

/** A widget's look: colours (#rrggbb), a font from the short list, a border radius in pixels. */
export const widgetStyling = z.object({
  PrimaryColor: hexColour.default(DEFAULT_WIDGET_STYLING.PrimaryColor),
  TextColor: hexColour.default(DEFAULT_WIDGET_STYLING.TextColor),
  BackgroundColor: hexColour.default(DEFAULT_WIDGET_STYLING.BackgroundColor),
  FontFamily: z.enum(WIDGET_FONTS).default(DEFAULT_WIDGET_STYLING.FontFamily),
  BorderRadius: z.number().int().min(0).max(24).default(DEFAULT_WIDGET_STYLING.BorderRadius),
});
export type WidgetStyling = z.infer<typeof widgetStyling>;

const meetingType = z
  .number()
  .int()
  .refine((v) => (MEETING_TYPE_IDS as readonly number[]).includes(v), {
    message: 'A meeting type is 1, 2 or 3',
  });

/** `POST /v1/host/widget` and `PUT /v1/host/widget/{id}`: every setting of a widget. */
export const widgetBody = z.object({
  Name: z.string().trim().min(1).max(100),
  LocationId: bodyId,
  PreSelectedMeetingtype: meetingType,
  SpaceId: optionalId(),
  MinSeats: z.number().int().min(1).max(1000).default(1),
  Styling: widgetStyling.default({ ...DEFAULT_WIDGET_STYLING }),
  ShowPrices: z.boolean().default(true),
  ShowSearchInput: z.boolean().default(true),
  ShowCountrySelect: z.boolean().default(false),
  ShowOptionsStep: z.boolean().default(true),
  ShowBookingDetailsStep: z.boolean().default(true),
  AuthType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  Meetingtypes: z.array(meetingType).min(1).max(3),
});
export type WidgetBody = z.infer<typeof widgetBody>;

/** What the embedded widget page needs (`GET /v1/widget/{key}`): its configuration, no owner. */
export const publicWidget = z.object({
  Id: z.number().int(),
  Key: z.string(),
  ChannelId: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  PreSelectedMeetingtype: z.number().int(),
  SpaceId: z.number().int().nullable(),
  MinSeats: z.number().int(),
  Styling: widgetStyling,
  ShowPrices: z.boolean(),
  ShowSearchInput: z.boolean(),
  ShowCountrySelect: z.boolean(),
  ShowOptionsStep: z.boolean(),
  ShowBookingDetailsStep: z.boolean(),
  AuthType: z.number().int(),
  Meetingtypes: z.array(z.number().int()),
});
export type PublicWidget = z.infer<typeof publicWidget>;

/** A widget as its host sees it. */
export const hostWidget = publicWidget.extend({
  Name: z.string(),
  ProfileId: z.number().int().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type HostWidget = z.infer<typeof hostWidget>;

export const hostWidgetList = listOf(hostWidget);

export const widgetKeyParams = z.object({ key: z.string().min(8).max(64) });

/** `GET /api/locations` of the WordPress plugin: one location of the list. */
export const legacyLocation = z.object({
  Id: z.number().int(),
  Name: z.string(),
  City: z.string(),
  UrlName: z.string(),
  MeetingTypeIds: z.array(z.number().int()),
});
export const legacyLocationList = z.object({
  Results: z.array(legacyLocation),
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  TotalItems: z.number().int(),
  MorePages: z.boolean(),
});
export type LegacyLocationList = z.infer<typeof legacyLocationList>;

/** `GET /v1/host/widget/choices`: the locations a member manages, with what a widget can offer of each. */
export const widgetChoices = z.object({
  Locations: z.array(
    z.object({
      Id: z.number().int(),
      Name: z.string(),
      IsLive: z.boolean(),
      Meetingtypes: z.array(z.number().int()),
      Spaces: z.array(
        z.object({
          Id: z.number().int(),
          Name: z.string(),
          MeetingtypeId: z.number().int(),
          Capacity: z.number().int(),
        }),
      ),
    }),
  ),
});
export type WidgetChoices = z.infer<typeof widgetChoices>;
