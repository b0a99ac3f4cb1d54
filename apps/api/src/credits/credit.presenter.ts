import { CREDIT_CURRENCY, centsToEuros } from '@meetspace/domain';
import type { WalletMovementRow, WalletRow } from './credits.queries.ts';

/** An instant as the contract's local ISO without zone (seconds). */
const isoSeconds = (iso: string) => iso.slice(0, 19);

/** A wallet with its balance. */
export const presentWallet = (w: WalletRow, balanceCents: number) => ({
  Address: w.address,
  Balance: centsToEuros(balanceCents),
  Currency: w.currency_iso,
});

/** One movement of a wallet: positive in, negative out, the balance after it; the other wallet of a transfer. */
export const presentMovement = (m: WalletMovementRow) => ({
  Id: m.transaction_id,
  Date: isoSeconds(m.created_at),
  Kind: m.kind,
  Amount: centsToEuros(m.amount_cents),
  Counterparty: m.kind === 'transfer' ? m.counterparty : null,
  Description: m.description,
  Balance: centsToEuros(m.balance_cents),
});

export { CREDIT_CURRENCY };
