import { type DemoRandom, instantAfter } from './random.ts';
import type { PlannedVoucher, PlannedVoucherUsage } from './types.ts';
import { VOUCHER_DEFINITIONS, VOUCHER_TYPE_IDS, type VoucherContext } from './voucher-definitions.ts';

export { DEMO_VOUCHERS, type DemoVoucher, type DemoVoucherType } from './voucher-definitions.ts';

// Voucher rows from the definitions, plus the usages some restrictions need to trigger.

const VOUCHER_EPOCH = '2025-11-03T08:00:00.000Z';

/** The voucher rows, and the usages that exhaust UITVERKOCHT and spend EENMALIG for the booker. */
export function planVouchers(
  random: DemoRandom,
  ctx: VoucherContext,
): { vouchers: PlannedVoucher[]; usages: PlannedVoucherUsage[] } {
  const vouchers = VOUCHER_DEFINITIONS.map((definition): PlannedVoucher => {
    const { locationIndex, companyIndex, profileIndex, packageRef, ...fields } = definition.restriction(ctx);
    return {
      locationIndex: locationIndex ?? null,
      companyIndex: companyIndex ?? null,
      profileIndex: profileIndex ?? null,
      packageRef: packageRef ?? null,
      row: {
        code: definition.code,
        type_id: VOUCHER_TYPE_IDS[definition.type],
        name: definition.name,
        channel_id: null,
        meeting_type_id: null,
        valid_from: null,
        valid_until: null,
        weekday_mask: 0,
        min_seats: null,
        max_seats: null,
        min_duration_minutes: null,
        max_duration_minutes: null,
        total_seats: null,
        once_per_user: 0,
        credit_cents: null,
        discount_percentage: null,
        discount_cents: null,
        rate_per_seat_cents: null,
        is_active: 1,
        created_at: instantAfter(VOUCHER_EPOCH, random.float(0, 20, 4)),
        ...fields,
      },
    };
  });
  const indexOf = (code: string) => VOUCHER_DEFINITIONS.findIndex((d) => d.code === code);
  const usage = (
    code: string,
    profileIndex: number,
    seats: number,
    amountCents: number,
  ): PlannedVoucherUsage => ({
    voucherIndex: indexOf(code),
    profileIndex,
    row: { seats, amount_cents: amountCents, created_at: instantAfter(ctx.nowIso, -random.float(5, 60, 4)) },
  });
  const usages = [
    usage('UITVERKOCHT', ctx.others[0], 12, 10_800),
    usage('UITVERKOCHT', ctx.others[1], 8, 7_200),
    usage('EENMALIG', ctx.booker, 4, 500),
  ];
  return { vouchers, usages };
}
