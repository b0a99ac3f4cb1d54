import { z } from 'zod';
import { optionalIdParam, zeroMeansNone } from '../common/common.schemas.ts';
import { isValidDateString } from '../constants/times.ts';

/** Locations per availability page: a city of about 25 locations fits one page; a country needs paging. */
export const AVAILABILITY_PAGE_SIZE = 25;
export const AVAILABILITY_MAX_PAGE_SIZE = 200;

/** A `yyyy-MM-dd` calendar date (2026-02-30 is refused). */
export const dateParam = z.string().refine(isValidDateString, { message: 'Expected a date as yyyy-MM-dd' });
/** Minutes from midnight, 0..1440. */
export const minutesParam = z.coerce.number().int().min(0).max(1440);

/** How a result is shown (also for a saved search): order, language, radius and page. */
export const availabilityViewQuery = z.object({
  sort: z.enum(['location', 'price']).default('location'),
  language: z.string().max(10).optional(),
  radius: z.coerce.number().positive().max(1000).default(25),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(AVAILABILITY_MAX_PAGE_SIZE)
    .default(AVAILABILITY_PAGE_SIZE),
});
export type AvailabilityViewQuery = z.infer<typeof availabilityViewQuery>;

/**
 * `GET /v2/availability`: where is which space free, at what price. The names are the contract's
 * (matched case-insensitively; aliases such as `meetingtypeId`, `locationId`, `startMinutes` are
 * folded onto them by the route).
 */
export const availabilityQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    channel: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
    country: optionalIdParam,
    location: optionalIdParam,
    meetingtype: zeroMeansNone(z.coerce.number().int().min(1).max(3).default(1), 'absent'),
    seats: z.coerce.number().int().min(0).max(10_000).default(1),
    startDate: dateParam.optional(),
    startTime: minutesParam.optional(),
    endDate: dateParam.optional(),
    endTime: minutesParam.optional(),
    setting: zeroMeansNone(z.coerce.number().int().min(1).max(30).optional(), 'absent'),
    space: optionalIdParam,
    voucher: z.string().trim().max(50).optional(),
    tender: z.string().max(50).optional(),
    widgetId: zeroMeansNone(z.coerce.number().int().optional(), 'absent'),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    ...availabilityViewQuery.shape,
  })
  .superRefine((q, ctx) => {
    const sameDay = !q.endDate || q.endDate === q.startDate;
    if (q.startTime !== undefined && q.endTime !== undefined && sameDay && q.endTime <= q.startTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'End time cannot be before or equal to start time',
      });
    }
    if (q.startDate && q.endDate && q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date' });
    }
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng go together',
      });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** The query-name aliases clients send for the availability parameters (lower-case → canonical). */
export const AVAILABILITY_QUERY_ALIASES: Record<string, string> = {
  meetingtypeid: 'meetingtype',
  locationid: 'location',
  countryid: 'country',
  channelid: 'channel',
  settingid: 'setting',
  spaceid: 'space',
  startminutes: 'startTime',
  endminutes: 'endTime',
  searchterm: 'q',
};

export const availabilitySpace = z.object({
  Id: z.number().int(),
  SpaceId: z.number().int(),
  SpaceName: z.string(),
  MeetingtypeId: z.number().int(),
  SettingId: z.number().int(),
  SettingName: z.string(),
  Seats: z.number().int(),
  MinSeats: z.number().int(),
  MaxSeats: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  CurrencyId: z.number().int(),
  CurrencyIso: z.string(),
  CurrencySymbol: z.string(),
  PricingTypeId: z.number().int(),
  Price: z.number(),
  PriceTotal: z.number(),
  TaxPercentage: z.number(),
  SpaceAvailable: z.boolean(),
  Warnings: z.array(z.string()),
  Hash: z.string(),
  Crc: z.number().int(),
});
export type AvailabilitySpace = z.infer<typeof availabilitySpace>;

export const availabilityLocation = z.object({
  LocationId: z.number().int(),
  SearchId: z.number().int(),
  Name: z.string(),
  UrlName: z.string(),
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  Distance: z.number().nullable(),
  OpenMinutes: z.number().int(),
  CloseMinutes: z.number().int(),
  IsAvailable: z.boolean(),
  ReviewCount: z.number().int(),
  ReviewScore: z.number(),
  ImageUrl: z.string().nullable(),
  LowestPrice: z.number().nullable(),
  LowestPriceTotal: z.number().nullable(),
  Warnings: z.array(z.string()),
  Spaces: z.array(availabilitySpace),
});
export type AvailabilityLocation = z.infer<typeof availabilityLocation>;

export const availabilityResult = z.object({
  TotalLocations: z.number().int(),
  AvailableLocations: z.number().int(),
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  MorePages: z.boolean(),
  SearchKey: z.string(),
  SearchId: z.number().int(),
  MeetingtypeId: z.number().int(),
  Seats: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  Sort: z.enum(['location', 'price']),
  /** Why nothing was searched (e.g. `WorkspaceOverlap`), else null. */
  NotSearchedReason: z.string().nullable(),
  Locations: z.array(availabilityLocation),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

export const searchKeyParams = z.object({ key: z.string().min(8).max(64) });

/** `GET /v1/reservation/workspace/checkoverlap`: a workspace period of the logged-in member. */
export const workspaceOverlapQuery = z
  .object({
    startDate: dateParam,
    endDate: dateParam.optional(),
    startMinutes: minutesParam,
    endMinutes: minutesParam,
  })
  .superRefine((q, ctx) => {
    if (q.endMinutes <= q.startMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['endMinutes'],
        message: 'End time cannot be before or equal to start time',
      });
    }
    if (q.endDate && q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date' });
    }
  });
