import { CHECKIN_DAYS_AHEAD, type Checkin } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { platformToday } from '../../kernel/local-time.ts';
import { presentCheckin } from '../people.presenter.ts';
import { peopleQueries } from '../people.queries.ts';
import type { PeopleDeps } from '../people.reads.ts';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * `PUT /v1/checkin`: the member checks in at a live location for a day (today by default, up to
 * 14 days ahead, never a past day). One check-in per member, location and day: the upsert is one
 * statement on the unique index, so parallel calls leave one row (the last one's texts).
 */
export async function checkIn(
  deps: PeopleDeps,
  actor: Actor,
  b: {
    LocationId: number;
    Date?: string;
    WorkingOn: string;
    Knowledge: string;
    ReservationId?: number | null;
  },
): Promise<Checkin> {
  const location = await peopleQueries.location(deps.db, b.LocationId);
  if (location?.status !== 'live' || !location) throw AppError.notFound('Location not found');
  const today = platformToday(deps.now);
  const day = b.Date ?? today;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    day < today ||
    day > addDays(today, CHECKIN_DAYS_AHEAD)
  ) {
    throw AppError.badRequest('Check in for today or a day in the next two weeks', [
      { Field: 'Date', Code: 'invalid_value' },
    ]);
  }
  const reservationId = b.ReservationId ?? null;
  if (reservationId !== null) {
    const reservation = await deps.db
      .selectFrom('reservations')
      .select(['id', 'location_id', 'profile_id'])
      .where('id', '=', reservationId)
      .executeTakeFirst();
    const people = reservation
      ? await peopleQueries.reservationPeople(deps.db, reservation.id, reservation.profile_id)
      : [];
    if (!reservation || reservation.location_id !== location.id || !people.includes(actor.profileId)) {
      throw AppError.badRequest('The reservation is not one of yours at this location', [
        { Field: 'ReservationId', Code: 'invalid' },
      ]);
    }
  }
  const id = await peopleQueries.upsertCheckin(deps.db, {
    profileId: actor.profileId,
    locationId: location.id,
    day,
    workingOn: b.WorkingOn,
    knowledge: b.Knowledge,
    reservationId,
    now: deps.now.toISOString(),
  });
  const { rows } = await peopleQueries.checkinPage(deps.db, { id }, 1, 1);
  const row = rows[0];
  if (!row) throw AppError.notFound('Check-in not found');
  return presentCheckin(row);
}
