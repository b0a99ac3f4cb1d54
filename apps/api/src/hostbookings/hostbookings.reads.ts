import {
  type CheckInState,
  catalogueText,
  ErrorCode,
  HOST_CALENDAR_MAX_DAYS,
  type HostCalendar,
  type HostReservationQuery,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { managedLocationsOf } from '../hosting/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { hostBookingAccess } from './hostbookings.access.ts';
import { hostBookingQueries } from './hostbookings.queries.ts';

/** Days from one date to another, both counted (2026-11-23 .. 2026-11-29 is 7). */
function daysIn(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
}

/** 400 unless the period runs forward and covers at most HOST_CALENDAR_MAX_DAYS days. */
function checkPeriod(startDate: string, endDate: string): void {
  if (endDate < startDate) {
    throw AppError.badRequest('The end date lies before the start date', [
      { Field: 'endDate', Code: ErrorCode.EndBeforeStart },
    ]);
  }
  if (daysIn(startDate, endDate) > HOST_CALENDAR_MAX_DAYS) {
    throw AppError.badRequest(`At most ${HOST_CALENDAR_MAX_DAYS} days at once`, [
      { Field: 'endDate', Code: ErrorCode.PeriodTooLong },
    ]);
  }
}

/**
 * `GET /v1/host/reservation`: the booked space lines of one location the member manages (401, 404,
 * 403 first), or of all of them, in the period, with the locations' active spaces (empty rows too).
 */
export async function hostCalendarOf(
  db: Kysely<DB>,
  actor: Actor,
  q: HostReservationQuery,
): Promise<HostCalendar> {
  checkPeriod(q.startDate, q.endDate);
  const { locale } = parseLanguageParam(q.language, 'nl');
  if (q.locationId !== undefined) {
    await requireAccess({ db }, actor, hostBookingAccess.locationCalendar, q.locationId);
  }
  const managed = await managedLocationsOf(db, actor.profileId);
  const scope = q.locationId === undefined ? managed.map((l) => l.id) : [q.locationId];
  const spaces = await hostBookingQueries.spaces(db, scope);
  const lines = await hostBookingQueries.lines(
    db,
    spaces.map((s) => s.id),
    q.startDate,
    q.endDate,
  );
  const reservationIds = [...new Set(lines.map((l) => l.reservation_id))];
  const bookerNames = new Map<number, string>();
  for (const c of await hostBookingQueries.bookerContacts(db, reservationIds)) {
    if (!bookerNames.has(c.reservation_id)) bookerNames.set(c.reservation_id, c.name);
  }
  const spaceNames = new Map(spaces.map((s) => [s.id, catalogueText(locale, s.name_nl, s.name_en)]));
  return {
    StartDate: q.startDate,
    EndDate: q.endDate,
    Locations: managed.map((l) => ({ Id: l.id, Name: l.name, City: l.city, Status: l.status })),
    Spaces: spaces.map((s) => ({
      Id: s.id,
      LocationId: s.location_id,
      Name: spaceNames.get(s.id) ?? '',
      MeetingTypeId: s.meeting_type_id,
      MaxSeats: s.capacity,
    })),
    Bookings: lines.map((l) => ({
      Id: l.id,
      ReservationId: l.reservation_id,
      LocationId: l.location_id,
      SpaceId: l.space_id,
      SpaceName: spaceNames.get(l.space_id) ?? '',
      StartDate: l.start_date,
      EndDate: l.end_date,
      StartMinutes: l.start_minutes,
      EndMinutes: l.end_minutes,
      Seats: l.seats,
      SettingId: l.setting_id,
      StatusId: l.status_id,
      BookerName: bookerNames.get(l.reservation_id) ?? `${l.first_name ?? ''} ${l.last_name ?? ''}`.trim(),
      CompanyName: l.invoice_company || l.company_name || null,
      MeetingName: l.name,
      IsCheckedIn: l.is_checked_in === 1,
    })),
  };
}

/** A reservation's check-in as the contract shows it (not checked in when never recorded). */
export async function checkInStateOf(db: Kysely<DB>, reservationId: number): Promise<CheckInState> {
  const row = await hostBookingQueries.checkin(db, reservationId);
  return {
    ReservationId: reservationId,
    IsCheckedIn: row?.is_checked_in === 1,
    CheckedInBy: row ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || null : null,
    CheckedInAt: row?.changed_at ?? null,
  };
}

/** `GET /v1/host/reservation/{id}/checkin`: its location's managers only. */
export async function readCheckIn(db: Kysely<DB>, actor: Actor, reservationId: number) {
  await requireAccess({ db }, actor, hostBookingAccess.checkIn, reservationId);
  return checkInStateOf(db, reservationId);
}
