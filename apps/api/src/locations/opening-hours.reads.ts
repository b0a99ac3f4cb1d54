import {
  isoWeekdayOf,
  type OpeningHour,
  type OpeningHourQuery,
  type OpeningPeriodDay,
  type OpeningPeriodQuery,
  openingOn,
  periodDates,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { requireLiveLocation } from './location.reads.ts';
import { openingHoursQueries } from './opening-hours.queries.ts';

/** An opening window in the contract's terms; closed is 0..0 with IsClosed. */
function toOpeningHour(window: { open: number; close: number } | undefined): OpeningHour {
  return window
    ? { MinMinutes: window.open, MaxMinutes: window.close, IsClosed: false }
    : { MinMinutes: 0, MaxMinutes: 0, IsClosed: true };
}

/**
 * `GET /v1/openinghour`: the opening window on a date for a meeting type: of one live location (404 when it is not live or
 * outside the channel / country asked for), else the earliest open and latest close over the live
 * locations in scope that open that day.
 */
export async function openingHourOn(db: Kysely<DB>, query: OpeningHourQuery): Promise<OpeningHour> {
  const { date, meetingtypeId: meetingTypeId, countryId, channelId, locationId } = query;
  if (locationId !== undefined) {
    await requireLiveLocation(db, locationId, { countryId, channelId });
    const [hours, closed] = await Promise.all([
      openingHoursQueries.hoursFor(db, locationId, meetingTypeId),
      openingHoursQueries.closedDatesOf(db, locationId, date, date),
    ]);
    return toOpeningHour(openingOn(date, hours, closed));
  }
  const { open, close } = await openingHoursQueries.widestHoursOn(
    db,
    { meetingTypeId, countryId, channelId },
    isoWeekdayOf(date),
    date,
  );
  return toOpeningHour(open !== null && close !== null && close > open ? { open, close } : undefined);
}

/** A live location's opening window for a meeting type on every date of a period (both ends included). */
export async function openingPeriod(
  db: Kysely<DB>,
  locationId: number,
  query: OpeningPeriodQuery,
): Promise<OpeningPeriodDay[]> {
  await requireLiveLocation(db, locationId);
  const [hours, closed] = await Promise.all([
    openingHoursQueries.hoursFor(db, locationId, query.meetingtypeId),
    openingHoursQueries.closedDatesOf(db, locationId, query.startDate, query.endDate),
  ]);
  return periodDates(query.startDate, query.endDate).map((date) => ({
    // Dates in responses are local ISO date-times without zone, as the contract writes them.
    Date: `${date}T00:00:00`,
    ...toOpeningHour(openingOn(date, hours, closed)),
  }));
}
