import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import { idParams, optionalIdParam } from '../common/common.schemas.ts';

/** The longest period the host's calendar reads at once, in days (a month view). */
export const HOST_CALENDAR_MAX_DAYS = 31;

/** `GET /v1/host/reservation`: one location of the host's (or all of them), from a day to a day. */
export const hostReservationQuery = z.object({
  locationId: optionalIdParam,
  startDate: dateParam,
  endDate: dateParam,
  /** The language of the space names (nl or en, any form; default nl). */
  language: z.string().max(10).optional(),
});
export type HostReservationQuery = z.infer<typeof hostReservationQuery>;

/** One booked space of a reservation at the host's location, as the calendar draws it. */
export const hostBookingLine = z.object({
  /** The booked space line's id. */
  Id: z.number().int(),
  ReservationId: z.number().int(),
  LocationId: z.number().int(),
  SpaceId: z.number().int(),
  SpaceName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  Seats: z.number().int(),
  SettingId: z.number().int(),
  /** The reservation's status: 1 option, 2 definite, 3 cancelled. */
  StatusId: z.number().int(),
  BookerName: z.string(),
  CompanyName: z.string().nullable(),
  /** The meeting's name as the booker gave it (may be empty). */
  MeetingName: z.string(),
  IsCheckedIn: z.boolean(),
});
export type HostBookingLine = z.infer<typeof hostBookingLine>;

/** A space of the host's locations: a row of the calendar, booked or not. */
export const hostCalendarSpace = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  Name: z.string(),
  MeetingTypeId: z.number().int(),
  MaxSeats: z.number().int(),
});

/** A location the host manages (the calendar's picker). */
export const hostCalendarLocation = z.object({
  Id: z.number().int(),
  Name: z.string(),
  City: z.string(),
  Status: z.string(),
});

/** The host's calendar: the locations it covers, their spaces and the booked lines in the period. */
export const hostCalendar = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  /** Every location the member manages (whatever `locationId` asked), for the picker. */
  Locations: z.array(hostCalendarLocation),
  Spaces: z.array(hostCalendarSpace),
  Bookings: z.array(hostBookingLine),
});
export type HostCalendar = z.infer<typeof hostCalendar>;

/** `PUT /v1/host/reservation/{id}/checkin`. */
export const checkInBody = z.object({ Arrived: z.boolean() });

/** A reservation's check-in: whether the guests arrived, who recorded it and when. */
export const checkInState = z.object({
  ReservationId: z.number().int(),
  IsCheckedIn: z.boolean(),
  /** The host who recorded the last change (null when never checked in). */
  CheckedInBy: z.string().nullable(),
  /** ISO instant of the last change, or null. */
  CheckedInAt: z.string().nullable(),
});
export type CheckInState = z.infer<typeof checkInState>;

export const hostReservationParams = idParams;
