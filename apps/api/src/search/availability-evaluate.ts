import {
  type AvailabilitySpace,
  AvailabilityWarning,
  CURRENCY,
  catalogueText,
  centsToEuros,
  localDateTime,
  MeetingType,
  type NormalizedSearch,
  type PricingType,
  priceSpace,
  spaceSettingName,
} from '@meetspace/domain';
import type { Occupancy } from './availability.queries.ts';
import type { CatalogueSetting, CatalogueSpace } from './catalogue.ts';
import { QUOTE_VALID_SECONDS, type Quote, signQuotes } from './quote.ts';

type SpaceRow = CatalogueSpace;
type SettingRow = CatalogueSetting;
type Booking = Pick<
  Occupancy['bookings'][number],
  'start_date' | 'end_date' | 'start_minutes' | 'end_minutes' | 'seats'
>;

/** A result entry with the quote behind its Hash (absent when the entry is not bookable). */
export type EvaluatedSpace = AvailabilitySpace & { quote?: Quote };

/** Fills in `Hash` and `Crc` of the bookable entries and drops the internal quote. */
export function signEntries(entries: readonly EvaluatedSpace[], secret: string): AvailabilitySpace[] {
  const signed = signQuotes(
    secret,
    entries.flatMap((e) => (e.quote ? [e.quote] : [])),
  );
  let next = 0;
  return entries.map((entry) => {
    const { quote } = entry;
    if (!quote) return entry;
    // Kept as a property (JSON leaves undefined out): deleting it would slow the object down.
    entry.quote = undefined;
    const { hash, crc } = signed[next++] as { hash: string; crc: number };
    entry.Hash = hash;
    entry.Crc = crc;
    return entry;
  });
}

export interface SpaceContext {
  search: NormalizedSearch;
  locationId: number;
  /** Warnings that hold for the whole location (closed, outside hours, too late to book). */
  locationWarnings: AvailabilityWarning[];
  settingId?: number;
  bookings: readonly Booking[];
  holds: readonly Booking[];
  now: Date;
  locale: 'nl' | 'en';
}

/** Whether two daily periods over date ranges meet (dates overlap and the minutes overlap). */
export function periodsOverlap(
  a: Booking,
  b: Pick<Booking, 'start_date' | 'end_date' | 'start_minutes' | 'end_minutes'>,
) {
  return (
    a.start_date <= b.end_date &&
    b.start_date <= a.end_date &&
    a.start_minutes < b.end_minutes &&
    b.start_minutes < a.end_minutes
  );
}

/**
 * Why a period of a space is taken, or undefined when it is free: a meeting room or temporary
 * office is exclusive (a booking → AlreadyBooked, a live hold → SpaceUnavailable); a workspace's
 * capacity is shared by the seats of every overlapping booking and hold (→ NoCapacity). The search
 * and the hold and finalize calls all decide with this one rule.
 */
export function occupancyConflict(
  space: Pick<SpaceRow, 'meeting_type_id' | 'capacity'>,
  bookings: readonly Booking[],
  holds: readonly Booking[],
  period: Booking,
): AvailabilityWarning | undefined {
  if (space.meeting_type_id === MeetingType.Workspace) {
    const taken = [...bookings, ...holds]
      .filter((b) => periodsOverlap(b, period))
      .reduce((n, b) => n + b.seats, 0);
    return taken + period.seats > space.capacity ? AvailabilityWarning.NoCapacity : undefined;
  }
  if (bookings.some((b) => periodsOverlap(b, period))) return AvailabilityWarning.AlreadyBooked;
  if (holds.some((b) => periodsOverlap(b, period))) return AvailabilityWarning.SpaceUnavailable;
  return undefined;
}

/**
 * One space at one search: an entry per setting that fits the seats (or the requested setting),
 * each with its price, warnings and, when bookable, the quote to sign. A space that fits no setting
 * comes back once, unavailable, with the reason.
 */
export function evaluateSpace(
  space: SpaceRow,
  settings: readonly SettingRow[],
  ctx: SpaceContext,
): EvaluatedSpace[] {
  const { search } = ctx;
  const seats = search.seats;
  const warnings = new Set<AvailabilityWarning>(ctx.locationWarnings);
  if (search.endMinutes - search.startMinutes < space.min_duration_minutes) {
    warnings.add(AvailabilityWarning.MinimumDurationNotReached);
  }
  const period = {
    start_date: search.startDate,
    end_date: search.endDate,
    start_minutes: search.startMinutes,
    end_minutes: search.endMinutes,
    seats,
  };
  const conflict = occupancyConflict(space, ctx.bookings, ctx.holds, period);
  if (conflict) warnings.add(conflict);

  const candidates = ctx.settingId ? settings.filter((s) => s.setting_id === ctx.settingId) : settings;
  const fitting = candidates.filter((s) => s.min_seats <= seats && seats <= s.max_seats);
  const entries = fitting.length > 0 ? fitting : candidates.slice(0, 1);
  if (entries.length === 0) return [];
  const fitWarning =
    fitting.length > 0
      ? undefined
      : ctx.settingId
        ? AvailabilityWarning.SeatsOutsideSettingRange
        : AvailabilityWarning.NoConfigurationForPeopleCount;

  const price = priceSpace({
    pricingTypeId: space.pricing_type_id as PricingType,
    priceCents: space.price_cents,
    seats,
    startDate: search.startDate,
    endDate: search.endDate,
    startMinutes: search.startMinutes,
    endMinutes: Math.max(search.endMinutes, search.startMinutes + 1),
    isSocialCapital: space.is_social_capital === 1,
  });
  const expiresAt = Math.floor(ctx.now.getTime() / 1000) + QUOTE_VALID_SECONDS;

  return entries.map((setting) => {
    const entryWarnings = fitWarning ? [...warnings, fitWarning] : [...warnings];
    const available = entryWarnings.length === 0;
    const quote: Quote = {
      meetingTypeId: search.meetingTypeId,
      locationId: ctx.locationId,
      spaceId: space.id,
      settingId: setting.setting_id,
      startDate: search.startDate,
      endDate: search.endDate,
      startMinutes: search.startMinutes,
      endMinutes: search.endMinutes,
      seats,
      priceTotalCents: price.priceTotalCents,
      expiresAt,
    };
    return {
      Id: space.id * 100 + setting.setting_id,
      SpaceId: space.id,
      SpaceName: catalogueText(ctx.locale, space.name_nl, space.name_en),
      MeetingtypeId: space.meeting_type_id,
      SettingId: setting.setting_id,
      SettingName: spaceSettingName(setting.setting_id, ctx.locale) ?? '',
      Seats: seats,
      MinSeats: setting.min_seats,
      MaxSeats: setting.max_seats,
      StartDate: localDateTime(search.startDate),
      EndDate: localDateTime(search.endDate),
      StartMinutes: search.startMinutes,
      EndMinutes: search.endMinutes,
      CurrencyId: CURRENCY.id,
      CurrencyIso: CURRENCY.iso,
      CurrencySymbol: CURRENCY.symbol,
      PricingTypeId: space.pricing_type_id,
      Price: centsToEuros(price.pricePerSeatCents),
      PriceTotal: centsToEuros(price.priceTotalCents),
      TaxPercentage: space.tax_percentage,
      SpaceAvailable: available,
      Warnings: entryWarnings,
      // Signed later, only for the entries actually sent (see signEntries).
      Hash: '',
      Crc: 0,
      quote: available ? quote : undefined,
    };
  });
}
