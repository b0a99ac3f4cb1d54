import { z } from 'zod';
import { optionalIdParam, zeroMeansNone } from '../common/common.schemas.ts';
import { DEFAULT_MEETING_TYPE } from '../constants/meeting-types.ts';
import { isValidDateString } from '../constants/times.ts';
import { periodDayCount } from './opening.rules.ts';

/** `/v1/OpeningHour/location/{id}/period` covers at most this many dates. */
export const OPENING_PERIOD_MAX_DAYS = 62;

const openingDate = z.string().trim().refine(isValidDateString, { message: 'Use a real date, yyyy-MM-dd' });
const openingMeetingType = zeroMeansNone(
  z.coerce.number().int().min(1).max(3).default(DEFAULT_MEETING_TYPE),
  'absent',
);

/** `GET /v1/openinghour`: the opening window on a date, of one location or over the live ones. */
export const openingHourQuery = z.object({
  date: openingDate,
  countryId: optionalIdParam,
  channelId: optionalIdParam,
  locationId: optionalIdParam,
  meetingtypeId: openingMeetingType,
});
export type OpeningHourQuery = z.infer<typeof openingHourQuery>;

/** Minutes from midnight; both 0 and IsClosed true on a closed day. */
export const openingHour = z.object({
  MinMinutes: z.number().int(),
  MaxMinutes: z.number().int(),
  IsClosed: z.boolean(),
});
export type OpeningHour = z.infer<typeof openingHour>;

/** `GET /v1/OpeningHour/location/{id}/period`: start and end both included, at most 62 dates. */
export const openingPeriodQuery = z
  .object({ startDate: openingDate, endDate: openingDate, meetingtypeId: openingMeetingType })
  .superRefine((q, ctx) => {
    // Field refinements do not stop this check: only compare two real dates.
    if (!isValidDateString(q.startDate) || !isValidDateString(q.endDate)) return;
    const days = periodDayCount(q.startDate, q.endDate);
    if (days === 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
    if (days > OPENING_PERIOD_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A period holds at most ${OPENING_PERIOD_MAX_DAYS} days`,
      });
  });
export type OpeningPeriodQuery = z.infer<typeof openingPeriodQuery>;

/** One date of a period: `Date` as a local date-time without zone (`2026-11-23T00:00:00`). */
export const openingPeriodDay = z.object({ Date: z.string(), ...openingHour.shape });
export type OpeningPeriodDay = z.infer<typeof openingPeriodDay>;
