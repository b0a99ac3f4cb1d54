// The credits area's public face: a member's wallet, moving credits through the ledger (the payments
// area mints ordered credits, takes credit payments and refunds them), the system accounts, and who
// owns a wallet.
export { walletAccess } from './credit.access.ts';
export {
  balanceOf,
  type Movement,
  type MovementResult,
  moveCredits,
  SystemAccount,
  walletOf,
} from './ledger.ts';
