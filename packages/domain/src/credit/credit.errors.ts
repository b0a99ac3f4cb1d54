/** Why a credits call refuses. */
export const CreditErrorCode = {
  InsufficientCredits: 'insufficient_credits',
  UnknownWallet: 'unknown_wallet',
  NotYourWallet: 'not_your_wallet',
  SameWallet: 'same_wallet',
  WrongCurrency: 'wrong_currency',
  AmountMismatch: 'amount_mismatch',
  Replayed: 'replayed',
  /** A voucher code redeemed into a wallet is not a credit voucher (it gives a discount on a booking). */
  NotCreditVoucher: 'not_credit_voucher',
} as const;
