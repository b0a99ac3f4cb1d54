/** Why a statistics call refuses (field error codes; the web maps each to a sentence). */
export const StatsErrorCode = {
  /** The period covers more than STATS_MAX_DAYS days (two years). */
  StatsPeriodTooLong: 'stats_period_too_long',
} as const;
