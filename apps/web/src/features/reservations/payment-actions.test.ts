import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../lib/payments.ts';
import { partialAmount, paymentActions } from './payment-actions.ts';

describe('the ways to pay a reservation', () => {
  it('offers online, credits and on invoice while something is open and it is not invoiced', () => {
    expect(paymentActions({ StatusId: 2, TotalOpen: 10, HasInvoice: false })).toEqual({
      online: true,
      credits: true,
      invoice: true,
    });
    expect(paymentActions({ StatusId: 2, TotalOpen: 10, HasInvoice: true })).toEqual({
      online: true,
      credits: true,
      invoice: false,
    });
  });

  it('offers nothing when nothing is open or it is cancelled', () => {
    const none = { online: false, credits: false, invoice: false };
    expect(paymentActions({ StatusId: 2, TotalOpen: 0, HasInvoice: false })).toEqual(none);
    expect(paymentActions({ StatusId: 3, TotalOpen: 10, HasInvoice: false })).toEqual(none);
  });
});

describe('the amount of a partial payment', () => {
  it('is everything open when empty', () => {
    expect(partialAmount('', 121, parseAmount)).toEqual({});
    expect(partialAmount('  ', 121, parseAmount)).toEqual({});
  });

  it('is the amount typed, up to what is open', () => {
    expect(partialAmount('50,25', 121, parseAmount)).toEqual({ amount: 50.25 });
    expect(partialAmount('121,00', 121, parseAmount)).toEqual({ amount: 121 });
    expect(partialAmount('121,01', 121, parseAmount)).toEqual({ error: 'tooHigh' });
    expect(partialAmount('0,1', 0.1, parseAmount)).toEqual({ amount: 0.1 });
  });

  it('refuses what is not an amount', () => {
    expect(partialAmount('abc', 121, parseAmount)).toEqual({ error: 'invalid' });
    expect(partialAmount('0', 121, parseAmount)).toEqual({ error: 'invalid' });
    expect(partialAmount('1,005', 121, parseAmount)).toEqual({ error: 'invalid' });
  });
});
