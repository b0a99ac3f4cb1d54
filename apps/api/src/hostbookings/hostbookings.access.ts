import type { NoteSide } from '@meetspace/domain';
import {
  type AccessContext,
  type Actor,
  definePermission,
  type Permission,
  requireAccess,
} from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { hostBookingQueries, type ReservationRef } from './hostbookings.queries.ts';

const reservationMessages = {
  notFound: 'Reservation not found',
  forbidden: 'This reservation is not at a location you manage',
};

/** A manager of the reservation's location (its host). */
const hostOf = (actor: Actor | undefined, row: ReservationRef, ctx: AccessContext) =>
  managesLocation(ctx.db, actor, row.location_id);
/** Its booker, or an administrator (as for reading the reservation itself). */
const bookerOf = (actor: Actor | undefined, row: ReservationRef) =>
  isSelf(actor, row.profile_id) || isAdmin(actor);

const onReservation = (
  name: string,
  allow: Permission<ReservationRef>['allow'],
  forbidden = reservationMessages.forbidden,
) =>
  definePermission<ReservationRef>({
    name,
    member: 'always',
    load: hostBookingQueries.reservationRef,
    allow,
    messages: { ...reservationMessages, forbidden },
  });

/** Who may do what with the bookings at a location. */
export const hostBookingAccess = {
  /** Read a location's calendar: its active managers. */
  locationCalendar: definePermission<{ id: number }>({
    name: 'location.bookings',
    member: 'always',
    load: hostBookingQueries.location,
    allow: (actor, row, ctx) => managesLocation(ctx.db, actor, row.id),
    messages: { notFound: 'Location not found', forbidden: 'You do not manage this location' },
  }),
  /** Check a reservation's guests in or out, read its check-in: its location's managers. */
  checkIn: onReservation('reservation.checkin', hostOf),
};

/** Who may keep each side's notes and to-dos of a reservation. */
export const noteAccess = {
  booker: onReservation('reservation.notes.booker', bookerOf, 'These notes belong to the booker'),
  host: onReservation('reservation.notes.host', hostOf, "These notes belong to the location's host"),
  either: onReservation(
    'reservation.notes',
    async (actor, row, ctx) => bookerOf(actor, row) || hostOf(actor, row, ctx),
    'This reservation belongs to another member',
  ),
};

/**
 * The side a caller keeps notes on: the asked one (403 when the caller is not of it), else the
 * booker's side when the caller is its booker (or an administrator), else the host's. A manager who
 * booked at their own location gets the booker's side by default and asks `side=host` for the other.
 */
export async function requireNoteSide(
  ctx: AccessContext,
  actor: Actor,
  reservationId: number,
  asked: NoteSide | undefined,
): Promise<{ reservation: ReservationRef; side: NoteSide }> {
  if (asked) {
    const reservation = await requireAccess(ctx, actor, noteAccess[asked], reservationId);
    return { reservation, side: asked };
  }
  const reservation = await requireAccess(ctx, actor, noteAccess.either, reservationId);
  return { reservation, side: bookerOf(actor, reservation) ? 'booker' : 'host' };
}
