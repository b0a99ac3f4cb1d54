// Price arithmetic of the demo reservations. A day part is a block of up to 4 hours, so 09:00-13:00
// is one day part and 09:00-17:00 two; VAT is computed per line and rounded per line.

export const DAY_PART_MINUTES = 240;

/** Number of day parts a booking of `minutes` minutes spans (at least one). */
export function dayParts(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / DAY_PART_MINUTES));
}

/** Price per seat and line total of a space, by pricing type (1 per person, 2 per day part, 3 both). */
export function spaceLinePrice(
  pricingTypeId: number,
  priceCents: number,
  seats: number,
  minutes: number,
): { perSeatCents: number; totalCents: number } {
  if (pricingTypeId === 1) return { perSeatCents: priceCents, totalCents: priceCents * seats };
  if (pricingTypeId === 3) {
    const perSeatCents = priceCents * dayParts(minutes);
    return { perSeatCents, totalCents: perSeatCents * seats };
  }
  const totalCents = priceCents * dayParts(minutes);
  return { perSeatCents: Math.round(totalCents / seats), totalCents };
}

/** VAT of one line, rounded half up to a cent. */
export function lineVatCents(totalCents: number, taxPercentage: number): number {
  return Math.round((totalCents * taxPercentage) / 100);
}

/** Totals excluding and including VAT over lines. */
export function reservationTotals(lines: readonly { price_total_cents: number; tax_percentage: number }[]): {
  exclCents: number;
  inclCents: number;
} {
  let exclCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    exclCents += line.price_total_cents;
    vatCents += lineVatCents(line.price_total_cents, line.tax_percentage);
  }
  return { exclCents, inclCents: exclCents + vatCents };
}
