import type { Migration } from 'kysely';
import * as voucherTries from './20261125T1720-voucher-tries.ts';

/** The pricing area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const pricingMigrations: Record<string, Migration> = {
  '20261125T1720-voucher-tries': voucherTries,
};
