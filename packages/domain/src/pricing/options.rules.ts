import { normalizeSeats } from '../search/search-times.rules.ts';

/** The limits of a cart option's amount (the cart option's MaxAmount and MaxPP, and the booking's seats). */
export interface OptionAmountLimits {
  /** Most of this option a booking may take; 0 means no limit. */
  maxAmount: number;
  /** Most of this option per person; 0 means no limit. */
  maxPP: number;
  /** Seats of the booking; zero becomes 1, as everywhere. */
  seats: number;
}

function isCap(limit: number): boolean {
  return Number.isFinite(limit) && limit !== 0;
}

/**
 * The amount of an option a booking may take: whole (fractions floor), never below 0, at most
 * MaxAmount when it is non-zero and at most seats x MaxPP when MaxPP is non-zero; the smaller cap wins.
 * An invalid amount (NaN, infinite) counts as 0; an invalid limit is no limit.
 */
export function clampOptionAmount(amount: number, limits: OptionAmountLimits): number {
  let clamped = Number.isFinite(amount) ? amount : 0;
  if (isCap(limits.maxAmount)) clamped = Math.min(clamped, limits.maxAmount);
  if (isCap(limits.maxPP)) clamped = Math.min(clamped, normalizeSeats(limits.seats) * limits.maxPP);
  return Math.max(0, Math.floor(clamped));
}

/**
 * The most of an option a booking may take (the upper bound of `clampOptionAmount`): the smaller of
 * MaxAmount (when non-zero) and seats x MaxPP (when MaxPP is non-zero); null when neither caps it.
 */
export function optionAmountMax(option: { MaxAmount: number; MaxPP: number }, seats: number): number | null {
  const caps: number[] = [];
  if (isCap(option.MaxAmount)) caps.push(option.MaxAmount);
  if (isCap(option.MaxPP)) caps.push(normalizeSeats(seats) * option.MaxPP);
  return caps.length === 0 ? null : Math.max(0, Math.floor(Math.min(...caps)));
}

/** The price of an option line in cents: amount x unit price. */
export function optionLineCents(amount: number, priceCents: number): number {
  if (!Number.isInteger(amount) || !Number.isInteger(priceCents)) {
    throw new RangeError(`Amount and price must be whole numbers: ${amount} x ${priceCents}`);
  }
  return amount * priceCents;
}
