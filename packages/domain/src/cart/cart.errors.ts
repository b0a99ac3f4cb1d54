/** Why a hold or a cart refuses a change (the quote's checks, the hold, the space). */
export const CartErrorCode = {
  /** The offer's signature does not check out. */
  Forged: 'forged',
  /** The offer cannot be read. */
  Malformed: 'malformed',
  /** The offer is older than its validity. */
  Expired: 'expired',
  OtherSearch: 'other_search',
  EmptyPeriod: 'empty_period',
  PriceChanged: 'price_changed',
  SpaceTaken: 'space_taken',
  TooLate: 'too_late',
  Finalized: 'finalized',
  Released: 'released',
  HoldExpired: 'hold_expired',
  Empty: 'empty',
  OutsideSetting: 'outside_setting',
  NoCapacity: 'no_capacity',
} as const;
