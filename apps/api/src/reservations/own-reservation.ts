import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reservationView } from '../carts/booking-view.ts';
import { requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { requireMember } from '../kernel/http/member.ts';
import { reservationAccess } from './reservation.access.ts';
import { cancellationOf } from './reservation.service.ts';

/** The caller and the reservation row of an id they may see or change (401 / 403 / 404). */
export async function ownReservation(app: FastifyInstance, request: FastifyRequest, id: number) {
  const member = await requireMember(request);
  const row = await requireAccess({ db: app.repos.db }, member, reservationAccess.read, id);
  return { member, row };
}

/** A reservation as `GET /v1/reservation/{id}` shows it (every call that changes one answers it). */
export async function reservationDetailOf(app: FastifyInstance, id: number) {
  const now = app.now();
  const [view, row] = await Promise.all([
    reservationView(app.repos.db, id, now),
    app.repos.reservations.byId(id),
  ]);
  if (!view || !row) throw AppError.notFound('Reservation not found');
  return { ...view, Cancellation: await cancellationOf(app.repos.db, row, now) };
}
