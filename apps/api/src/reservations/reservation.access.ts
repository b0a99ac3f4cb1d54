import { type Actor, definePermission, type Permission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';

const messages = {
  notFound: 'Reservation not found',
  forbidden: 'This reservation belongs to another member',
};

/** Its booker, and administrators (who see and help with every reservation). */
const bookerOrAdmin = (actor: Actor | undefined, row: ReservationRow) =>
  isSelf(actor, row.profile_id) || isAdmin(actor);

const reservationPermission = (name: string): Permission<ReservationRow> =>
  definePermission<ReservationRow>({
    name,
    member: 'always',
    load: reservationQueries.byId,
    allow: bookerOrAdmin,
    messages,
  });

/** Who may do what with a reservation. */
export const reservationAccess = {
  /** See it, its documents, revisions, mails, program, links and comments; comment on it; check a copy. */
  read: reservationPermission('reservation.read'),
  /** Change, cancel or copy it. */
  update: reservationPermission('reservation.update'),
  /** Link it into a series or take it out (both reservations of a link need it). */
  link: reservationPermission('reservation.link'),
};
