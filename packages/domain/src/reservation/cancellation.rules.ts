/** A row of the booking terms' cancel-rule table. */
export interface CancelRule {
  id: number;
  /** Cancelling less than this many hours before the start costs `percentage`. */
  hoursBeforeStart: number;
  percentage: number;
  /** The rule is for groups of at least this many seats. */
  minSeats: number;
}

export interface CancellationFee {
  /** The rule that applies, or null when cancelling is free. */
  ruleId: number | null;
  percentage: number;
}

/**
 * What cancelling costs, from the cancel-rule table: of the rules for this group size (seats at
 * least `minSeats`) whose period has begun (fewer than `hoursBeforeStart` hours left), the highest
 * percentage; free when none has. With the standard table a small group cancels free until 24 hours
 * before the start (the spec's rule); larger groups have earlier thresholds.
 */
export function cancellationFee(
  rules: readonly CancelRule[],
  hoursUntilStart: number,
  seats: number,
): CancellationFee {
  let best: CancelRule | undefined;
  for (const rule of rules) {
    if (seats < rule.minSeats || hoursUntilStart >= rule.hoursBeforeStart) continue;
    if (
      !best ||
      rule.percentage > best.percentage ||
      (rule.percentage === best.percentage && rule.minSeats > best.minSeats)
    ) {
      best = rule;
    }
  }
  return best ? { ruleId: best.id, percentage: best.percentage } : { ruleId: null, percentage: 0 };
}

/** The fee in cents for a percentage of a total, rounded to whole cents. */
export function cancellationFeeCents(totalInclCents: number, percentage: number): number {
  return Math.round((totalInclCents * percentage) / 100);
}

/** Totals as a reservation's money fields show them (see `chargedTotals`). */
export interface ChargedTotals {
  totalExclCents: number;
  totalTaxCents: number;
  totalInclCents: number;
  taxTotals: { percentage: number; totalCents: number }[];
}

/**
 * What a cancelled reservation charges: the cancellation fee (`feeInclCents`, the amount the
 * cancellation mail named), or zero, split over the VAT rates as the booked totals were: each rate's
 * part is its share (rounded), and the total excl. VAT is what is left, so the parts always add up.
 */
export function chargedTotals(booked: ChargedTotals, feeInclCents: number): ChargedTotals {
  const totalInclCents = feeInclCents;
  if (totalInclCents === 0 || booked.totalInclCents === 0) {
    return {
      totalExclCents: 0,
      totalTaxCents: 0,
      totalInclCents: 0,
      taxTotals: booked.taxTotals.map((t) => ({ ...t, totalCents: 0 })),
    };
  }
  const share = totalInclCents / booked.totalInclCents;
  const taxTotals = booked.taxTotals.map((t) => ({ ...t, totalCents: Math.round(t.totalCents * share) }));
  const totalTaxCents = taxTotals.reduce((sum, t) => sum + t.totalCents, 0);
  return { totalExclCents: totalInclCents - totalTaxCents, totalTaxCents, totalInclCents, taxTotals };
}
