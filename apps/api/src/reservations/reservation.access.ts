import type { Selectable } from 'kysely';
import type { ReservationsTable } from '../db/schema-booking.ts';
import { definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { createReservationRepository } from './reservation.queries.ts';

type ReservationRow = Selectable<ReservationsTable>;

const messages = {
  notFound: 'Reservation not found',
  forbidden: 'This reservation belongs to another member',
};

/** Who may do what with a reservation: its booker, and administrators (who see every reservation). */
export const reservationAccess = {
  /** See it, its documents, revisions, mails and comments; comment on it. */
  read: definePermission<ReservationRow>({
    name: 'reservation.read',
    member: 'always',
    load: (db, id) => createReservationRepository(db).byId(id),
    allow: (actor, row) => isSelf(actor, row.profile_id) || isAdmin(actor),
    messages,
  }),
  /** Change, cancel, copy, link it. */
  update: definePermission<ReservationRow>({
    name: 'reservation.update',
    member: 'always',
    load: (db, id) => createReservationRepository(db).byId(id),
    allow: (actor, row) => isSelf(actor, row.profile_id) || isAdmin(actor),
    messages,
  }),
};
