import type { Migration } from 'kysely';
import * as ledger from './20261126T0302-ledger.ts';
import * as systemWallets from './20261126T0400-system-wallets.ts';
import * as voucherCreditsWallet from './20261126T0410-voucher-credits-wallet.ts';

/** The credits area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const creditsMigrations: Record<string, Migration> = {
  '20261126T0302-ledger': ledger,
  '20261126T0400-system-wallets': systemWallets,
  '20261126T0410-voucher-credits-wallet': voucherCreditsWallet,
};
