import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import { idParam, MAX_ID } from '../common/common.schemas.ts';
import { STATS_GROUP_BY, STATS_KINDS } from './stats.rules.ts';

// The statistics' wire shapes. Every answer is a series (one row per day, ISO week or month of the
// asked period, with zeros where nothing happened) and its totals over the whole period. Money is in
// euros with two decimals (integer cents inside), excl. and incl. VAT; shares are 0..1 or null.

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** `?startDate&endDate&groupBy` of every statistic: both dates counted, at most two years. */
export const statsQuery = z.object({
  startDate: dateParam,
  endDate: dateParam,
  /** day (default), week (ISO, Monday to Sunday) or month; any case. */
  groupBy: z.preprocess(lowerCase, z.enum(STATS_GROUP_BY)).default('day'),
});
export type StatsQuery = z.infer<typeof statsQuery>;

/** `/v1/stats/location/{id}/{kind}`: `id` 0 means every location the caller manages (admins: all). */
export const locationStatsParams = z.object({
  id: z.coerce.number().int().min(0).max(MAX_ID),
  kind: z.preprocess(lowerCase, z.enum(STATS_KINDS)),
});

/** `/v1/stats/profile/{id}/totals`. */
export const profileStatsParams = z.object({ id: idParam });

const count = z.number().int();
const euros = z.number();
/** A share 0..1 (four decimals), null when its base is 0. */
const share = z.number().nullable();

/** Reservations by the day they start: live ones (options and definite), and cancelled apart. */
export const reservationStatsValues = z.object({
  /** Options and definite reservations (not cancelled). */
  Reservations: count,
  Definite: count,
  Options: count,
  Cancelled: count,
  /** Live reservations whose guests the host checked in. */
  CheckedIn: count,
});

/** What the live reservations are worth (by the day they start) and what was invoiced (by issue date). */
export const revenueStatsValues = z.object({
  RevenueExclVat: euros,
  RevenueInclVat: euros,
  Vat: euros,
  /** Issued invoices of the location's reservations, credit invoices subtracted (by issue date). */
  InvoicedExclVat: euros,
  InvoicedInclVat: euros,
});

/** Seats of the live reservations. */
export const seatsStatsValues = z.object({
  /** Seats booked in the reservations that start in the period. */
  Seats: count,
  Reservations: count,
  /** Seats per reservation (one decimal), null without reservations. */
  AverageSeats: z.number().nullable(),
  /** Seats in use per day: every booked space's seats on every day it covers. */
  SeatDays: count,
});

/** Searches for the location (or that chose it), by the day they were made. */
export const searchStatsValues = z.object({
  Searches: count,
  /** Of them made through a booking widget on the venue's own site. */
  ViaWidget: count,
  /** Of them by a logged-in member. */
  ByMembers: count,
  /** Of them that ended in a booking. */
  Booked: count,
});

export const searchConversionStatsValues = z.object({
  Searches: count,
  Booked: count,
  /** Booked / Searches. */
  ConversionRate: share,
});

/** The funnel: each step counts the searches that got at least that far. */
export const searchFunnelStatsValues = z.object({
  Searched: count,
  ChoseLocation: count,
  ChoseSpace: count,
  Booked: count,
});

/** What the platform charges under the location's licence (excl. VAT, then 21% VAT). */
export const feeInvoiceStatsValues = z.object({
  /** Definite seats per day of the licence's meeting types. */
  SeatDays: count,
  /** SeatDays x the licence's price per seat per day. */
  SeatFeeExclVat: euros,
  /** The licence's monthly fee, per day of the month. */
  MonthlyFeeExclVat: euros,
  TotalExclVat: euros,
  Vat: euros,
  TotalInclVat: euros,
});

/** Booked workspace seats per day against what the location's workspaces seat on its open days. */
export const workspaceCapacityStatsValues = z.object({
  CapacitySeatDays: count,
  BookedSeatDays: count,
  /** BookedSeatDays / CapacitySeatDays. */
  Utilization: share,
});

/** The headline figures of a period. */
export const totalsStatsValues = z.object({
  Reservations: count,
  Cancelled: count,
  Seats: count,
  RevenueExclVat: euros,
  RevenueInclVat: euros,
  CheckedIn: count,
  Searches: count,
  Booked: count,
  ConversionRate: share,
});

const period = { Period: z.string(), StartDate: z.string(), EndDate: z.string() };

/** One licence under which the asked locations are charged. */
export const statsLicence = z.object({
  Name: z.string(),
  PricePerSeat: euros,
  MonthlyFee: euros,
  MeetingTypeIds: z.array(z.number().int()),
  /** How many of the asked (live) locations have it. */
  Locations: count,
});

function statsOf<K extends string, V extends z.ZodRawShape>(kind: K, values: z.ZodObject<V>) {
  return z.object({
    Kind: z.literal(kind),
    /** The asked location, or 0 for all the caller's. */
    LocationId: z.number().int(),
    /** The location's name; null for all. */
    LocationName: z.string().nullable(),
    /** How many locations the figures cover. */
    LocationCount: count,
    StartDate: z.string(),
    EndDate: z.string(),
    GroupBy: z.enum(STATS_GROUP_BY),
    CurrencyIso: z.literal('EUR'),
    Series: z.array(z.object({ ...period, ...values.shape })),
    Totals: values,
  });
}

export const totalsStats = statsOf('totals', totalsStatsValues);
export const reservationStats = statsOf('reservation', reservationStatsValues);
export const revenueStats = statsOf('revenue', revenueStatsValues);
export const seatsStats = statsOf('seats', seatsStatsValues);
export const searchStats = statsOf('search', searchStatsValues);
export const feeInvoiceStats = statsOf('feeinvoice', feeInvoiceStatsValues).extend({
  Licences: z.array(statsLicence),
});
export const workspaceCapacityStats = statsOf('workspacecapacity', workspaceCapacityStatsValues);
export const searchConversionStats = statsOf('searchconversion', searchConversionStatsValues);
export const searchFunnelStats = statsOf('searchfunnel', searchFunnelStatsValues);

/** The answer of `GET /v1/stats/location/{id}/{kind}`: its `Kind` says which values its rows carry. */
export const locationStats = z.discriminatedUnion('Kind', [
  totalsStats,
  reservationStats,
  revenueStats,
  seatsStats,
  searchStats,
  feeInvoiceStats,
  workspaceCapacityStats,
  searchConversionStats,
  searchFunnelStats,
]);
export type LocationStats = z.infer<typeof locationStats>;
export type LocationStatsOf<K extends LocationStats['Kind']> = Extract<LocationStats, { Kind: K }>;

/** A member's own booking activity (as booker), by the day the reservations start. */
export const profileTotalsValues = z.object({
  Reservations: count,
  Cancelled: count,
  Seats: count,
  SpentExclVat: euros,
  SpentInclVat: euros,
  CheckedIn: count,
  /** Searches the member made while logged in (by the day they were made). */
  Searches: count,
});

export const profileTotals = z.object({
  ProfileId: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  GroupBy: z.enum(STATS_GROUP_BY),
  CurrencyIso: z.literal('EUR'),
  Series: z.array(z.object({ ...period, ...profileTotalsValues.shape })),
  Totals: profileTotalsValues,
});
export type ProfileTotals = z.infer<typeof profileTotals>;
