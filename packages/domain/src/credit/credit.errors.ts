/** Why a credits call refuses. */
export const CreditErrorCode = {
  InsufficientCredits: 'insufficient_credits',
  UnknownWallet: 'unknown_wallet',
  NotYourWallet: 'not_your_wallet',
  SameWallet: 'same_wallet',
  WrongCurrency: 'wrong_currency',
  AmountMismatch: 'amount_mismatch',
  Replayed: 'replayed',
} as const;
