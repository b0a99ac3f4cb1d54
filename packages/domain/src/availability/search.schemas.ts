import { z } from 'zod';
import { optionalId, zeroMeansNone } from '../common/common.schemas.ts';
import { dateParam } from './availability.schemas.ts';

const minutes = z.number().int().min(0).max(1440);

/** `POST /v1/search`: the spec's Search entity as a client sends it (PascalCase). */
export const saveSearchBody = z
  .object({
    ChannelId: zeroMeansNone(z.number().int().min(1).default(1), 'absent'),
    CountryId: optionalId(),
    LocationId: optionalId(),
    LanguageId: zeroMeansNone(z.union([z.literal(52), z.literal(65)]).default(65), 'absent'),
    MeetingtypeId: zeroMeansNone(z.number().int().min(1).max(3).default(1), 'absent'),
    StartDate: dateParam.optional(),
    EndDate: dateParam.optional(),
    StartMinutes: minutes.nullish(),
    EndMinutes: minutes.nullish(),
    Seats: z.number().int().min(0).max(10_000).default(1),
    SettingId: optionalId(z.number().int().min(1).max(30)),
    SpaceId: optionalId(),
    SearchTerm: z.string().trim().max(100).nullish(),
    Latitude: z.number().min(-90).max(90).nullish(),
    Longitude: z.number().min(-180).max(180).nullish(),
    VoucherCode: z.string().trim().max(50).nullish(),
    // The site's own widget is -100: widget ids may be negative, only 0 is "none".
    WidgetId: optionalId(z.number().int()),
    MachineKey: z.string().max(100).nullish(),
  })
  .superRefine((b, ctx) => {
    const sameDay = !b.EndDate || b.EndDate === b.StartDate;
    if (b.StartMinutes != null && b.EndMinutes != null && sameDay && b.EndMinutes <= b.StartMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndMinutes'],
        message: 'End time cannot be before or equal to start time',
      });
    }
    if (b.StartDate && b.EndDate && b.EndDate < b.StartDate) {
      ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'End date cannot be before start date' });
    }
  });
export type SaveSearchBody = z.infer<typeof saveSearchBody>;

export const search = z.object({
  Id: z.number().int(),
  Key: z.string(),
  ChannelId: z.number().int(),
  CountryId: z.number().int().nullable(),
  LocationId: z.number().int().nullable(),
  LanguageId: z.number().int(),
  MeetingtypeId: z.number().int(),
  StartDate: z.string(),
  StartMinutes: z.number().int(),
  EndDate: z.string(),
  EndMinutes: z.number().int(),
  Seats: z.number().int(),
  SettingId: z.number().int().nullable(),
  SpaceId: z.number().int().nullable(),
  SearchTerm: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  VoucherCode: z.string().nullable(),
  WidgetId: z.number().int().nullable(),
  MachineKey: z.string().nullable(),
  LastStep: z.number().int(),
  MadeReservation: z.boolean(),
});
export type Search = z.infer<typeof search>;

export const searchStepParams = z.object({
  key: z.string().min(8).max(64),
  n: z.coerce.number().int().min(1).max(6),
});

/** `POST /v1/availability/time/check`. */
export const timeCheckBody = z.object({
  StartMinutes: minutes,
  EndMinutes: minutes,
  Seats: z.number().int().min(0).max(10_000).default(1),
  MinSeats: z.number().int().min(0).max(10_000).default(1),
});
export const timeCheckResult = z.object({
  IsValid: z.boolean(),
  Messages: z.array(z.object({ Code: z.string(), Message: z.string() })),
});

/** `GET /v1/widget/search/{key}/state`: the widget/channel state entity of document 1. */
export const widgetState = z.object({
  Id: z.number().int(),
  ChannelId: z.number().int(),
  LocationId: z.number().int().nullable(),
  PreSelectedMeetingtype: z.number().int(),
  SpaceId: z.number().int().nullable(),
  MinSeats: z.number().int(),
  Search: search,
  Styling: z.string(),
  ShowPrices: z.boolean(),
  ShowSearchInput: z.boolean(),
  ShowCountrySelect: z.boolean(),
  ShowOptionsStep: z.boolean(),
  ShowBookingDetailsStep: z.boolean(),
  AuthType: z.number().int(),
  Meetingtypes: z.array(z.number().int()),
});
export type WidgetState = z.infer<typeof widgetState>;
