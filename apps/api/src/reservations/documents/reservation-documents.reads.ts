import { localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { profileIdOfCalendarKey } from '../../accounts/index.ts';
import type { DB } from '../../db/schema.ts';
import type { CalendarSource } from '../../kernel/calendar/calendar-source.ts';
import { AppError } from '../../kernel/errors.ts';
import { localDate } from '../../kernel/local-time.ts';
import { LOCATION_TIME_ZONE } from '../../search/index.ts';
import { calendarQueries } from '../calendar.queries.ts';
import { type ReservationActor, requireReservationAccess, reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { reservationView } from '../reservation.reads.ts';
import { reservationIcs, reservationsCalendar } from './reservation-ics.ts';
import { reservationPdfQueries } from './reservation-pdf.queries.ts';
import { reservationPdf } from './reservation-pdf.ts';

/** How far back the feed shows bookings. */
const FEED_PAST_DAYS = 90;

/** A file to send: its name and content. */
export interface ReservationFile {
  filename: string;
  content: Buffer | string;
}

/** `GET /v1/reservation/{id}/pdf`: the booking confirmation in the reservation's language (its reader only). */
export async function reservationPdfFile(
  db: Kysely<DB>,
  actor: ReservationActor,
  id: number,
  now: Date,
): Promise<ReservationFile> {
  const r = await requireReservationAccess({ db }, actor, reservationAccess.read, id);
  const [view, venue, rules] = await Promise.all([
    reservationView(db, r.id, now),
    reservationPdfQueries.venue(db, r.id),
    reservationQueries.cancelRules(db, r),
  ]);
  if (!view) throw AppError.notFound('Reservation not found');
  // With the location's address and route, and the cancellation policy of its booking terms.
  const pdf = await reservationPdf(view, localeOfLanguageId(r.language_id), {
    venue,
    cancelRules: rules.map((rule) => ({
      hoursBeforeStart: rule.hours_before_start,
      percentage: rule.percentage,
      minSeats: rule.min_seats,
    })),
    seats: r.total_seats,
  });
  return { filename: `reservation-${r.id}.pdf`, content: pdf };
}

/** `GET /v1/reservation/{id}/ics`: the reservation as a calendar file (its reader only). */
export async function reservationIcsFile(
  db: Kysely<DB>,
  actor: ReservationActor,
  id: number,
): Promise<ReservationFile> {
  const r = await requireReservationAccess({ db }, actor, reservationAccess.read, id);
  return {
    filename: `reservation-${r.id}.ics`,
    content: reservationIcs(await calendarQueries.booking(db, r.id)),
  };
}

/**
 * `GET /calendar/<key>.ics`: a member's private feed (their bookings that are not cancelled, from 90
 * days back, and what the other areas' calendar sources add for them: events they registered for);
 * the secret key in the path is the only credential, so an unknown one is a 404.
 */
export async function calendarFeed(
  db: Kysely<DB>,
  key: string,
  now: Date,
  sources: readonly CalendarSource[] = [],
  publicUrl = '',
): Promise<string> {
  const profileId = await profileIdOfCalendarKey(db, key);
  if (profileId === undefined) throw AppError.notFound('No such calendar');
  const since = localDate(new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000), LOCATION_TIME_ZONE);
  const [bookings, ...others] = await Promise.all([
    calendarQueries.ofMember(db, profileId, since),
    ...sources.map((source) => source.entriesOf(db, profileId, since, publicUrl)),
  ]);
  return reservationsCalendar(bookings, others.flat());
}
