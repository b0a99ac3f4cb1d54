import { clampOptionAmount } from '@meetspace/domain';
import type { OptionRow } from './option.queries.ts';

/** The columns of an option that price and limit a line of it. */
export type PricedOption = Pick<OptionRow, 'id' | 'price_cents' | 'tax_percentage' | 'max_amount' | 'max_pp'>;

/** An option line as carts and reservations store it (without its total: amount x price). */
export interface OptionLine {
  option_id: number;
  amount: number;
  price_per_item_cents: number;
  tax_percentage: number;
}

/**
 * A line of an option as carts and reservations store it: the amount asked, clamped by the option's
 * MaxAmount and seats x MaxPP (see clampOptionAmount), at the catalogue's price and VAT.
 */
export function optionLine(option: PricedOption, requested: number, seats: number): OptionLine {
  return {
    option_id: option.id,
    amount: clampOptionAmount(requested, { maxAmount: option.max_amount, maxPP: option.max_pp, seats }),
    price_per_item_cents: option.price_cents,
    tax_percentage: option.tax_percentage,
  };
}

/** The line a package puts in a booking for one of its options: per person, at no charge. */
export function packageLine(
  item: { option_id: number; amount_per_person: number; tax_percentage: number },
  seats: number,
): OptionLine {
  return {
    option_id: item.option_id,
    amount: item.amount_per_person * seats,
    price_per_item_cents: 0,
    tax_percentage: item.tax_percentage,
  };
}
