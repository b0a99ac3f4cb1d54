import { describe, expect, it } from 'vitest';
import {
  isVoucherFailure,
  isVoucherResult,
  VOUCHER_RESULT_MESSAGES,
  VoucherResult,
  VoucherType,
} from './vouchers.ts';

describe('vouchers', () => {
  it('numbers the voucher types package, voucher, credit, rate, action', () => {
    expect(VoucherType).toEqual({ Package: 1, Voucher: 2, Credit: 3, Rate: 4, Action: 5 });
  });

  it('has the spec result codes 1, 2 and -1 to -14 without -8', () => {
    const codes = Object.values(VoucherResult).sort((a, b) => b - a);
    expect(codes).toEqual([2, 1, -1, -2, -3, -4, -5, -6, -7, -9, -10, -11, -12, -13, -14]);
    expect(isVoucherResult(-8)).toBe(false);
  });

  it('gives the table meaning per code', () => {
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.Applied]).toBe('applied');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.Removed]).toBe('removed');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.NotFound]).toBe('code not found');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongLocation]).toBe('not valid at this location');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongMeetingType]).toBe('wrong meeting type');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongDate]).toBe('not valid on the chosen date');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongWeekday]).toBe('wrong weekday');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.SeatCountNotAllowed]).toBe('seat count not allowed');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.HourCountNotAllowed]).toBe('hour count not allowed');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongCompany]).toBe('not usable by the chosen company');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.NotEnoughSeatsLeft]).toBe('not enough seats left');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.OncePerUser]).toBe('usable only once per user');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.NoCreditLeft]).toBe('no credit left');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongChannel]).toBe('not usable in this channel');
    expect(VOUCHER_RESULT_MESSAGES[VoucherResult.WrongUser]).toBe('not usable by this user');
    expect(Object.keys(VOUCHER_RESULT_MESSAGES)).toHaveLength(15);
  });

  it('treats negative codes as failures', () => {
    expect(isVoucherFailure(VoucherResult.Applied)).toBe(false);
    expect(isVoucherFailure(VoucherResult.Removed)).toBe(false);
    expect(isVoucherFailure(VoucherResult.NotFound)).toBe(true);
    expect(isVoucherFailure(VoucherResult.WrongUser)).toBe(true);
  });
});
