import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReservationBill } from '../reservations/index.ts';
import { feeLines, linesOfBill, taxBreakdownOf, totalsOfLines } from './invoice-lines.ts';
import { isValidDutchVatNumber, isValidIban, SELLER } from './seller.ts';

/** A bill of charged lines (no voucher) at the given rates and amounts. */
function billOf(lines: { amount: number; rate: number; charged?: number }[]): ReservationBill {
  const taxOf = (a: number, p: number) => Math.sign(a * p) * Math.round(Math.abs(a * p) / 100);
  return {
    reservation: { key: 'ABC123' } as ReservationBill['reservation'],
    locale: 'en',
    discountCents: 0,
    totals: { totalExclCents: 0, totalTaxCents: 0, totalInclCents: 0, taxTotals: [] },
    lines: lines.map((l) => ({
      kind: 'option',
      description: 'x',
      quantity: 1,
      unitPriceCents: l.amount,
      amountExclCents: l.amount,
      chargedExclCents: l.charged ?? l.amount,
      taxPercentage: l.rate,
      chargedTaxCents: taxOf(l.charged ?? l.amount, l.rate),
    })),
  };
}

describe('the seller', () => {
  it('has a valid Dutch VAT number and IBAN (and the checks refuse a typo)', () => {
    expect(isValidDutchVatNumber(SELLER.vatNumber)).toBe(true);
    expect(isValidIban(SELLER.iban)).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban(SELLER.iban.replace('67', '68'))).toBe(false);
    expect(isValidDutchVatNumber('NL854673132B01')).toBe(false);
  });
});

describe('invoice lines', () => {
  it('a cancellation fee adds up to exactly the fee, split over the rates in proportion', () => {
    const line = fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), rate: fc.constantFrom(0, 9, 21) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (ls, fee) => {
          const lines = feeLines(billOf(ls), 50, fee);
          expect(totalsOfLines(lines).totalInclCents).toBe(fee);
          for (const l of lines) {
            expect(l.quantity * l.unit_price_cents).toBe(l.total_excl_cents);
            expect(
              Math.abs((l.tax_cents ?? 0) - (l.total_excl_cents * l.tax_percentage) / 100),
            ).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('a voucher discount line per rate makes base and VAT per rate those of the charged lines', () => {
    const line = fc
      .record({
        amount: fc.integer({ min: 0, max: 300_000 }),
        rate: fc.constantFrom(9, 21),
        cut: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map((l) => ({ amount: l.amount, rate: l.rate, charged: Math.floor(l.amount * (1 - l.cut)) }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (ls) => {
        const bill = billOf(ls);
        const invoiced = taxBreakdownOf(linesOfBill(bill));
        const charged = taxBreakdownOf(
          bill.lines.map((l) => ({
            total_excl_cents: l.chargedExclCents,
            tax_cents: l.chargedTaxCents,
            tax_percentage: l.taxPercentage,
          })),
        );
        expect(invoiced).toEqual(charged);
      }),
    );
  });
});
