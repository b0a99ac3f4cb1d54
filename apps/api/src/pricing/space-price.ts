import { type PricingType, priceSpace, type SpacePrice } from '@meetspace/domain';

/**
 * What a space costs for seats over a period at today's catalogue price (holds, bookings, seat and
 * date changes, copies alike).
 */
export function priceHeldSpace(
  space: { pricing_type_id: number; price_cents: number; is_social_capital: number },
  seats: number,
  period: { start_date: string; end_date: string; start_minutes: number; end_minutes: number },
): SpacePrice {
  return priceSpace({
    pricingTypeId: space.pricing_type_id as PricingType,
    priceCents: space.price_cents,
    seats,
    startDate: period.start_date,
    endDate: period.end_date,
    startMinutes: period.start_minutes,
    endMinutes: period.end_minutes,
    isSocialCapital: space.is_social_capital === 1,
  });
}
