/** Why a payment call refuses. */
export const PaymentErrorCode = {
  AlreadyPaid: 'already_paid',
  NoLongerValid: 'no_longer_valid',
  NothingOpen: 'nothing_open',
  AmountTooHigh: 'amount_too_high',
  PaymentTypeNotAllowed: 'payment_type_not_allowed',
  ProviderUnavailable: 'provider_unavailable',
} as const;
