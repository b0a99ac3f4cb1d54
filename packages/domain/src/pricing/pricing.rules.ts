import { CURRENCY } from '../constants/channel.ts';
import { DATE_CULTURES, type Locale } from '../constants/languages.ts';
import { PricingType, SOCIAL_CAPITAL_WORKSPACE_PRICE } from '../constants/pricing.ts';
import { periodDayCount } from '../search/opening.rules.ts';

/** A day part is a block of up to four hours; a booking is charged per started block. */
export const DAY_PART_MINUTES = 240;

/** Day parts charged for a daily time range: one per started four hours, at least one (09:00-13:01 is 2). */
export function dayPartsFor(startMinutes: number, endMinutes: number): number {
  return Math.max(1, Math.ceil((endMinutes - startMinutes) / DAY_PART_MINUTES));
}

/** Calendar days from start to end date (yyyy-MM-dd), both included: 1 for the same day. */
export function daysInclusive(startDate: string, endDate: string): number {
  const days = periodDayCount(startDate, endDate);
  if (days < 1) throw new RangeError(`End date ${endDate} is before start date ${startDate}`);
  return days;
}

/** What a space price depends on; money in integer cents, times are the daily minutes from midnight. */
export interface SpacePriceInput {
  pricingTypeId: PricingType;
  priceCents: number;
  seats: number;
  startDate: string;
  /** Defaults to the start date. */
  endDate?: string;
  startMinutes: number;
  endMinutes: number;
  isSocialCapital: boolean;
}

/** The price of a space for a booking, in cents. */
export interface SpacePrice {
  priceTotalCents: number;
  pricePerSeatCents: number;
}

/** What every space's price in one search shares: the seats, the days and the day parts per day. */
export interface PriceFactors {
  seats: number;
  days: number;
  dayParts: number;
}

/** The shared factors of a booking's period and seats (checked: whole seats, an end after the start). */
export function priceFactors(
  period: Omit<SpacePriceInput, 'pricingTypeId' | 'priceCents' | 'isSocialCapital'>,
): PriceFactors {
  const { seats, startDate, startMinutes, endMinutes } = period;
  const endDate = period.endDate || startDate;
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`Invalid seats: ${seats}`);
  if (startDate === endDate && endMinutes <= startMinutes) {
    throw new RangeError(`End ${endMinutes} is not after start ${startMinutes}`);
  }
  return { seats, days: daysInclusive(startDate, endDate), dayParts: dayPartsFor(startMinutes, endMinutes) };
}

/** A space's price for factors computed once (`priceFactors`): see `priceSpace`. */
export function priceWithFactors(
  factors: PriceFactors,
  space: Pick<SpacePriceInput, 'pricingTypeId' | 'priceCents' | 'isSocialCapital'>,
): SpacePrice {
  const { priceCents } = space;
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError(`Invalid price: ${priceCents}`);
  const priceTotalCents = space.isSocialCapital
    ? SOCIAL_CAPITAL_WORKSPACE_PRICE
    : priceCents * factors.days * unitsPerDay(space.pricingTypeId, factors.seats, factors.dayParts);
  return { priceTotalCents, pricePerSeatCents: Math.round(priceTotalCents / factors.seats) };
}

/**
 * The price of a space: per person (price x seats x days), per day part (price x day parts x days)
 * or per day part per person (price x day parts x seats x days); free for a social capital exchange.
 * On a multi-day booking the minutes are the daily times, charged on every day.
 */
export function priceSpace(input: SpacePriceInput): SpacePrice {
  return priceWithFactors(priceFactors(input), input);
}

function unitsPerDay(pricingTypeId: PricingType, seats: number, dayParts: number): number {
  switch (pricingTypeId) {
    case PricingType.PerPerson:
      return seats;
    case PricingType.PerDayPart:
      return dayParts;
    case PricingType.PerDayPartPerPerson:
      return dayParts * seats;
    default:
      throw new RangeError(`Unknown pricing type: ${pricingTypeId as number}`);
  }
}

/** Rounds half away from zero, after dropping float noise such as 1234.4999999999998. */
function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(value.toFixed(6));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned)) + 0;
}

function assertCents(cents: number): void {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents: ${cents}`);
}

/** The tax on an amount excluding tax, in cents, rounded half away from zero. */
export function taxCents(amountExclCents: number, percentage: number): number {
  assertCents(amountExclCents);
  if (!Number.isFinite(percentage)) throw new RangeError(`Invalid tax percentage: ${percentage}`);
  return roundHalfAwayFromZero((amountExclCents * percentage) / 100);
}

/** A priced line of a cart, reservation or invoice. */
export interface TaxedLine {
  amountExclCents: number;
  taxPercentage: number;
}

/** Totals of priced lines; taxTotals has one entry per tax percentage that occurs, ascending. */
export interface Totals {
  totalExclCents: number;
  totalTaxCents: number;
  totalInclCents: number;
  taxTotals: { percentage: number; totalCents: number }[];
}

/** Adds up lines; tax is rounded per line, so the tax totals always add up to the total tax. */
export function summarizeTotals(lines: readonly TaxedLine[]): Totals {
  const taxByPercentage = new Map<number, number>();
  let totalExclCents = 0;
  let totalTaxCents = 0;
  for (const line of lines) {
    const tax = taxCents(line.amountExclCents, line.taxPercentage);
    totalExclCents += line.amountExclCents;
    totalTaxCents += tax;
    taxByPercentage.set(line.taxPercentage, (taxByPercentage.get(line.taxPercentage) ?? 0) + tax);
  }
  const taxTotals = [...taxByPercentage]
    .map(([percentage, totalCents]) => ({ percentage, totalCents }))
    .sort((a, b) => a.percentage - b.percentage);
  return { totalExclCents, totalTaxCents, totalInclCents: totalExclCents + totalTaxCents, taxTotals };
}

/** A local date (yyyy-MM-dd, or its T00:00:00 form) written out: "dinsdag 1 december 2026". */
export function formatLongDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_CULTURES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** Cents as euros, e.g. 1234 → 12.34 (for display and the API's decimal fields only). */
export function centsToEuros(cents: number): number {
  return cents / 10 ** CURRENCY.decimals;
}

/** Euros as whole cents, rounded half away from zero to the nearest cent (12.345 → 1235). */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Invalid amount: ${euros}`);
  return roundHalfAwayFromZero(euros * 10 ** CURRENCY.decimals);
}

const moneyFormat = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.iso,
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});

/**
 * Cents as a euro amount: '€ 12,34' and '€ 1.234,50'. The spec fixes the currency display at
 * nl-NL, EUR, 2 decimals for the whole site, so English pages show the same amounts; the locale
 * parameter is kept so every caller states the page it formats for.
 */
export function formatMoney(cents: number, _locale: Locale): string {
  return moneyFormat.format(centsToEuros(cents));
}
