/** Why a host-area call refuses. */
export const HostingErrorCode = {
  /** An opening time closes at or before it opens. */
  CloseBeforeOpen: 'close_before_open',
  /** A time of day that is not on a 15-minute step. */
  NotQuarterHour: 'not_quarter_hour',
  /** The last active manager of a location cannot be removed. */
  LastManager: 'last_manager',
  /** The e-mail already belongs to one of the location's managers. */
  AlreadyManager: 'already_manager',
  /** An image id that is not one of the location's (reordering). */
  UnknownImage: 'unknown_image',
  /** A closed day in the past. */
  DateInPast: 'date_in_past',
} as const;
