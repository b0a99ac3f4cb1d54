import { describe, expect, it } from 'vitest';
import {
  canRetryPayment,
  InvoiceStatus,
  InvoiceType,
  isPaymentResult,
  PAYMENT_RESULTS,
  PAYMENT_TYPE_CREDITS,
} from './invoices.ts';

describe('invoices and payments', () => {
  it('numbers invoice statuses -1 rejected to 4 expired', () => {
    expect(InvoiceStatus).toEqual({ Rejected: -1, Draft: 0, Invoice: 1, Frozen: 2, Credit: 3, Expired: 4 });
    expect(InvoiceType).toEqual({ Normal: 'normal', Deposit: 'deposit' });
  });

  it('pays with credits as payment type 4', () => {
    expect(PAYMENT_TYPE_CREDITS).toBe(4);
  });

  it('lists the six payment results', () => {
    expect(PAYMENT_RESULTS).toEqual([
      'paid',
      'expired',
      'canceled',
      'open',
      'no-longer-valid',
      'already-paid',
    ]);
    expect(isPaymentResult('paid')).toBe(true);
    expect(isPaymentResult('failed')).toBe(false);
  });

  it('offers a retry unless the payment went through', () => {
    expect(canRetryPayment('paid')).toBe(false);
    expect(canRetryPayment('already-paid')).toBe(false);
    expect(canRetryPayment('expired')).toBe(true);
    expect(canRetryPayment('canceled')).toBe(true);
    expect(canRetryPayment('open')).toBe(true);
    expect(canRetryPayment('no-longer-valid')).toBe(true);
  });
});
