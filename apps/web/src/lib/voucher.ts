import { VoucherResult } from '@meetspace/domain';

/** The name of a voucher result code (`NotFound` for -1), which names its sentence; null when unknown. */
export function voucherResultName(code: number): keyof typeof VoucherResult | null {
  const entry = Object.entries(VoucherResult).find(([, value]) => value === code);
  return entry ? (entry[0] as keyof typeof VoucherResult) : null;
}
