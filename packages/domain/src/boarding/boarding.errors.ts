/** Why boarding a location (`POST /v1/location`) refuses a field. */
export const BoardingErrorCode = {
  /** A Dutch postal code is four digits and two letters (1234 AB). */
  PostalCodeFormat: 'postal_code_format',
  /** The package is not an active subscription (licence) of the channel. */
  SubscriptionUnknown: 'subscription_unknown',
  /** A chosen meeting type is not part of the chosen subscription. */
  MeetingTypeNotInSubscription: 'meeting_type_not_in_subscription',
  /** Boarding requires agreement to the licence terms. */
  LicenseNotAgreed: 'license_not_agreed',
  /** No position given and the postal code and city are not known: place the pin on the map. */
  PositionUnknown: 'position_unknown',
  /** The country is not one where locations can be listed. */
  CountryUnknown: 'country_unknown',
  /** The member already has the most locations waiting for approval (MAX_PENDING_LOCATIONS). */
  TooManyPending: 'too_many_pending',
} as const;
