import {
  type CartOption,
  CURRENCY,
  catalogueText,
  centsToEuros,
  type Locale,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  type OptionDetail,
  type Totals,
} from '@meetspace/domain';
import type { OptionRow } from './option.queries.ts';
import type { VoucherRow } from './voucher.queries.ts';

/** A priced option line of a cart or a reservation. */
export interface OptionLineRow {
  option_id: number;
  amount: number;
  price_per_item_cents: number;
  price_total_cents: number;
  tax_percentage: number;
}

/** A booking's totals as the contract shows them (euros), and the totals themselves. */
export function presentTotals(totals: Totals) {
  return {
    totals,
    TotalExclTax: centsToEuros(totals.totalExclCents),
    TotalInclTax: centsToEuros(totals.totalInclCents),
    TaxTotals: totals.taxTotals.map((t) => ({ Percentage: t.percentage, Total: centsToEuros(t.totalCents) })),
  };
}

const categoryName = (o: OptionRow, locale: Locale) =>
  OPTION_CATEGORY_NAMES[o.category_id as OptionCategory]?.[locale] ?? '';

/** An option of the catalogue with a booking's line of it (amount 0 and the catalogue's price without one). */
export function presentOption(o: OptionRow, line: OptionLineRow | undefined, locale: Locale): CartOption {
  return {
    OptionId: o.id,
    CategoryId: o.category_id,
    CategoryName: categoryName(o, locale),
    Name: catalogueText(locale, o.name_nl, o.name_en),
    Description: catalogueText(locale, o.description_nl, o.description_en),
    Amount: line?.amount ?? 0,
    MaxAmount: o.max_amount,
    MaxPP: o.max_pp,
    Rank: o.rank,
    PricePerItem: centsToEuros(line?.price_per_item_cents ?? o.price_cents),
    TotalPrice: centsToEuros(line?.price_total_cents ?? 0),
    TaxPercentage: line?.tax_percentage ?? o.tax_percentage,
    CurrencyIso: CURRENCY.iso,
  };
}

/** One option of the catalogue as `GET /v1/option/{id}` shows it. */
export function presentOptionDetail(o: OptionRow, locale: Locale): OptionDetail {
  return {
    Id: o.id,
    LocationId: o.location_id,
    CategoryId: o.category_id,
    CategoryName: categoryName(o, locale),
    Name: catalogueText(locale, o.name_nl, o.name_en),
    Description: catalogueText(locale, o.description_nl, o.description_en),
    Price: centsToEuros(o.price_cents),
    TaxPercentage: o.tax_percentage,
    CurrencyIso: CURRENCY.iso,
    MaxAmount: o.max_amount,
    MaxPP: o.max_pp,
    Rank: o.rank,
    IsActive: o.is_active === 1,
  };
}

/**
 * A booking's lines per option: a reservation may hold several lines of one option (per space or
 * time of day); their amounts and totals add up, the first line's price shows.
 */
export function linesByOption(lines: readonly OptionLineRow[]): Map<number, OptionLineRow> {
  const byOption = new Map<number, OptionLineRow>();
  for (const line of lines) {
    const seen = byOption.get(line.option_id);
    byOption.set(
      line.option_id,
      seen
        ? {
            ...seen,
            amount: seen.amount + line.amount,
            price_total_cents: seen.price_total_cents + line.price_total_cents,
          }
        : line,
    );
  }
  return byOption;
}

/** What a voucher is (type, restrictions, value), without its code. */
export function presentVoucher(v: VoucherRow) {
  return {
    Id: v.id,
    Name: v.name,
    TypeId: v.type_id,
    LocationId: v.location_id,
    MeetingtypeId: v.meeting_type_id,
    ValidFrom: v.valid_from,
    ValidUntil: v.valid_until,
    DiscountPercentage: v.discount_percentage,
    Discount: v.discount_cents === null ? null : centsToEuros(v.discount_cents),
    RatePerSeat: v.rate_per_seat_cents === null ? null : centsToEuros(v.rate_per_seat_cents),
    PackageId: v.package_id,
    MinSeats: v.min_seats,
    MaxSeats: v.max_seats,
  };
}
