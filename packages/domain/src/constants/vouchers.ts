import { isOneOf, type ValueOf } from './enum.ts';

/** Kinds of voucher. */
export const VoucherType = { Package: 1, Voucher: 2, Credit: 3, Rate: 4, Action: 5 } as const;
export type VoucherType = ValueOf<typeof VoucherType>;

/** Result codes of applying or removing a voucher; they travel in StatusCode. There is no -8. */
export const VoucherResult = {
  Applied: 1,
  Removed: 2,
  NotFound: -1,
  WrongLocation: -2,
  WrongMeetingType: -3,
  WrongDate: -4,
  WrongWeekday: -5,
  SeatCountNotAllowed: -6,
  HourCountNotAllowed: -7,
  WrongCompany: -9,
  NotEnoughSeatsLeft: -10,
  OncePerUser: -11,
  NoCreditLeft: -12,
  WrongChannel: -13,
  WrongUser: -14,
} as const;
export type VoucherResult = ValueOf<typeof VoucherResult>;

/** English meaning of each voucher result code (the spec's table); the web translates by code. */
export const VOUCHER_RESULT_MESSAGES: { readonly [Code in VoucherResult]: string } = {
  1: 'applied',
  2: 'removed',
  [-1]: 'code not found',
  [-2]: 'not valid at this location',
  [-3]: 'wrong meeting type',
  [-4]: 'not valid on the chosen date',
  [-5]: 'wrong weekday',
  [-6]: 'seat count not allowed',
  [-7]: 'hour count not allowed',
  [-9]: 'not usable by the chosen company',
  [-10]: 'not enough seats left',
  [-11]: 'usable only once per user',
  [-12]: 'no credit left',
  [-13]: 'not usable in this channel',
  [-14]: 'not usable by this user',
};

const VOUCHER_RESULT_CODES: readonly VoucherResult[] = Object.values(VoucherResult);

/** Whether `value` is a known voucher result code. */
export function isVoucherResult(value: unknown): value is VoucherResult {
  return isOneOf(VOUCHER_RESULT_CODES, value);
}

/** Whether a voucher result code reports a failure (all failures are negative). */
export function isVoucherFailure(code: VoucherResult): boolean {
  return code < 0;
}
