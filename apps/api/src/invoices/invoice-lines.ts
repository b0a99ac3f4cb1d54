import { type Locale, taxCents } from '@meetspace/domain';
import type { ReservationBill } from '../reservations/index.ts';
import type { InvoiceLineRow, NewInvoiceLine } from './invoice.queries.ts';

/** What lines add up to: excl. VAT, VAT (the lines' own, rounded per line), incl. VAT. */
export interface InvoiceTotals {
  totalExclCents: number;
  totalTaxCents: number;
  totalInclCents: number;
}

/** The VAT of one rate: the base it is on and the tax. */
export interface TaxBreakdown {
  percentage: number;
  baseCents: number;
  taxCents: number;
}

type Line = Pick<NewInvoiceLine, 'total_excl_cents' | 'tax_percentage'> & { tax_cents?: number };

/** Adds up lines: the VAT is the sum of the lines' VAT (see the line-tax migration). */
export function totalsOfLines(lines: readonly Line[]): InvoiceTotals {
  const totalExclCents = lines.reduce((n, l) => n + l.total_excl_cents, 0);
  const totalTaxCents = lines.reduce((n, l) => n + (l.tax_cents ?? 0), 0);
  return { totalExclCents, totalTaxCents, totalInclCents: totalExclCents + totalTaxCents };
}

/** Base and VAT per rate, ascending by rate; every rate that occurs is listed. */
export function taxBreakdownOf(lines: readonly Line[]): TaxBreakdown[] {
  const byRate = new Map<number, TaxBreakdown>();
  for (const l of lines) {
    const t = byRate.get(l.tax_percentage) ?? { percentage: l.tax_percentage, baseCents: 0, taxCents: 0 };
    t.baseCents += l.total_excl_cents;
    t.taxCents += l.tax_cents ?? 0;
    byRate.set(l.tax_percentage, t);
  }
  return [...byRate.values()].sort((a, b) => a.percentage - b.percentage);
}

const TEXT = {
  nl: {
    discount: (p: number) => `Korting voucher (btw ${p}%)`,
    deposit: (pct: number, key: string) => `Aanbetaling ${pct}% van reservering ${key}`,
    minusDeposit: (n: string) => `Min aanbetalingsfactuur ${n}`,
    fee: (pct: number, key: string) => `Annuleringskosten ${pct}% van reservering ${key}`,
  },
  en: {
    discount: (p: number) => `Voucher discount (VAT ${p}%)`,
    deposit: (pct: number, key: string) => `Deposit ${pct}% of reservation ${key}`,
    minusDeposit: (n: string) => `Minus deposit invoice ${n}`,
    fee: (pct: number, key: string) => `Cancellation fee ${pct}% of reservation ${key}`,
  },
} as const;

/** A line with a negative amount: quantity -1 at a positive price (a price is never negative in UBL). */
function negativeLine(description: string, excl: number, tax: number, percentage: number): NewInvoiceLine {
  return {
    description,
    quantity: -1,
    unit_price_cents: -excl,
    tax_percentage: percentage,
    total_excl_cents: excl,
    tax_cents: tax,
  };
}

/**
 * A reservation's lines as an invoice carries them: each space, the package and each option at its
 * price before the voucher, then per VAT rate one negative line for the voucher's discount. Per rate
 * the lines add up to exactly the reservation's base and VAT (the discount line carries the
 * difference the discount made to the per-line rounded VAT), so the invoice's totals are the
 * reservation's.
 */
export function linesOfBill(bill: ReservationBill): NewInvoiceLine[] {
  const t = TEXT[bill.locale];
  const lines: NewInvoiceLine[] = bill.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unit_price_cents: l.unitPriceCents,
    tax_percentage: l.taxPercentage,
    total_excl_cents: l.amountExclCents,
    tax_cents: taxCents(l.amountExclCents, l.taxPercentage),
  }));
  const rates = [...new Set(bill.lines.map((l) => l.taxPercentage))].sort((a, b) => a - b);
  for (const rate of rates) {
    const of = bill.lines.filter((l) => l.taxPercentage === rate);
    const excl = of.reduce((n, l) => n + l.chargedExclCents - l.amountExclCents, 0);
    const tax = of.reduce((n, l) => n + l.chargedTaxCents - taxCents(l.amountExclCents, rate), 0);
    if (excl !== 0 || tax !== 0) lines.push(negativeLine(t.discount(rate), excl, tax, rate));
  }
  return lines;
}

/** The reservation's charged base and VAT per rate (what its totals' TaxTotals are made of). */
export function chargedPerRate(bill: ReservationBill): TaxBreakdown[] {
  return taxBreakdownOf(
    bill.lines.map((l) => ({
      total_excl_cents: l.chargedExclCents,
      tax_cents: l.chargedTaxCents,
      tax_percentage: l.taxPercentage,
    })),
  );
}

/** A deposit invoice's lines: per VAT rate `percentage`% of the reservation's charged base, with its VAT. */
export function depositLines(bill: ReservationBill, percentage: number): NewInvoiceLine[] {
  const t = TEXT[bill.locale];
  return chargedPerRate(bill)
    .map((rate) => {
      const excl = Math.round((rate.baseCents * percentage) / 100);
      return {
        description: t.deposit(percentage, bill.reservation.key),
        quantity: 1,
        unit_price_cents: excl,
        tax_percentage: rate.percentage,
        total_excl_cents: excl,
        tax_cents: taxCents(excl, rate.percentage),
      };
    })
    .filter((l) => l.total_excl_cents !== 0);
}

/** What the normal invoice deducts for an issued deposit invoice: its lines, negated, per rate. */
export function depositDeductionLines(
  deposit: { number: string; lines: readonly InvoiceLineRow[] },
  locale: Locale,
): NewInvoiceLine[] {
  return taxBreakdownOf(deposit.lines).map((rate) =>
    negativeLine(TEXT[locale].minusDeposit(deposit.number), -rate.baseCents, -rate.taxCents, rate.percentage),
  );
}

/** A credit invoice's lines: the original's, negated (quantity negated, the same price). */
export function creditLines(lines: readonly InvoiceLineRow[]): NewInvoiceLine[] {
  return lines.map((l) => ({
    description: l.description,
    quantity: -l.quantity,
    unit_price_cents: l.unit_price_cents,
    tax_percentage: l.tax_percentage,
    total_excl_cents: -l.total_excl_cents,
    tax_cents: -l.tax_cents,
  }));
}

/**
 * A cancellation fee's lines: `feeInclCents` split over the VAT rates of the reservation in
 * proportion to each rate's amount incl. VAT (largest remainders get the leftover cents, so the
 * parts add up exactly), each part then split into base and VAT at its rate.
 */
export function feeLines(
  bill: ReservationBill,
  feePercentage: number,
  feeInclCents: number,
): NewInvoiceLine[] {
  const t = TEXT[bill.locale];
  const rates = chargedPerRate(bill).filter((r) => r.baseCents + r.taxCents > 0);
  const bookedIncl = rates.reduce((n, r) => n + r.baseCents + r.taxCents, 0);
  if (feeInclCents <= 0) return [];
  if (bookedIncl <= 0) {
    const base = Math.round((feeInclCents * 100) / 121);
    return [feeLine(t.fee(feePercentage, bill.reservation.key), base, feeInclCents - base, 21)];
  }
  const shares = rates.map((r, index) => {
    const product = feeInclCents * (r.baseCents + r.taxCents);
    const remainder = product % bookedIncl;
    return { r, index, cut: (product - remainder) / bookedIncl, remainder };
  });
  let left = feeInclCents - shares.reduce((n, s) => n + s.cut, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    s.cut += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.cut > 0)
    .map((s) => {
      const base = Math.round((s.cut * 100) / (100 + s.r.percentage));
      return feeLine(t.fee(feePercentage, bill.reservation.key), base, s.cut - base, s.r.percentage);
    });
}

function feeLine(description: string, base: number, tax: number, percentage: number): NewInvoiceLine {
  return {
    description,
    quantity: 1,
    unit_price_cents: base,
    tax_percentage: percentage,
    total_excl_cents: base,
    tax_cents: tax,
  };
}
