/** Why a host-bookings call refuses. */
export const HostBookingErrorCode = {
  /** The calendar's end date lies before its start date. */
  EndBeforeStart: 'end_before_start',
  /** The calendar asks for more days than HOST_CALENDAR_MAX_DAYS. */
  PeriodTooLong: 'period_too_long',
} as const;
