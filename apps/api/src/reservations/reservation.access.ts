import { ContactType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  type AccessContext,
  type Actor,
  definePermission,
  type Permission,
  requireAccess,
} from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import {
  invalidManageLink,
  type ManageLink,
  manageLinkExpiry,
  manageLinkSignedFor,
  readManageToken,
} from './manage-link.ts';
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
  /**
   * See the reservation itself (`GET /v1/reservation/{id}`): its booker, administrators, and the
   * managers of its location (the host sees the booking and the booker's contacts). Only this one
   * read: documents, history, payments, copies and every change stay the booker's (`read`, `update`).
   */
  view: definePermission<ReservationRow>({
    name: 'reservation.view',
    member: 'always',
    load: reservationQueries.byId,
    allow: async (actor, row, ctx) =>
      bookerOrAdmin(actor, row) || (await managesLocation(ctx.db, actor, row.location_id)),
    messages,
  }),
  /** See it, its documents, revisions, mails, program, links and comments; comment on it; check a copy. */
  read: reservationPermission('reservation.read'),
  /** Change, cancel or copy it. */
  update: reservationPermission('reservation.update'),
  /** Link it into a series or take it out (both reservations of a link need it). */
  link: reservationPermission('reservation.link'),
};

/**
 * Who acts on one reservation: a logged-in member (the permissions above), or whoever holds that
 * reservation's manage link (`manage-link.ts`), which the booker gets in every confirmation and
 * change mail, account or not.
 */
export type ReservationActor = Actor | { manageLink: ManageLink };

const holdsLink = (who: ReservationActor): who is { manageLink: ManageLink } => 'manageLink' in who;

/** The member to record as the one who acted (null for a link holder: the booker, maybe without an account). */
export const actingProfileId = (who: ReservationActor): number | null =>
  holdsLink(who) ? null : who.profileId;

/** The address a reservation's manage link is bound to: its booker contact's, else its member's. */
async function bookerEmailOf(ctx: AccessContext, row: ReservationRow): Promise<string | undefined> {
  const contacts = await reservationQueries.contacts(ctx.db, row.id);
  const contact = contacts.find((c) => c.type_id === ContactType.Booker && c.email);
  if (contact?.email) return contact.email;
  if (row.profile_id === null) return undefined;
  return (await reservationQueries.memberContact(ctx.db, row.profile_id))?.email;
}

/**
 * The manage link as an access grant to its one reservation, for reading and for the changes a
 * member may make (view, documents, cancel, change of date): another reservation is 403; a link not
 * signed for this reservation's booker address (tampered, or the booker changed) is 401.
 */
const manageLinkPermission = (name: string, link: ManageLink): Permission<ReservationRow> =>
  definePermission<ReservationRow>({
    name: `${name}.manage-link`,
    member: 'per-row',
    needsMember: () => false,
    load: reservationQueries.byId,
    async allow(_actor, row, ctx) {
      if (row.id !== link.reservationId) return false;
      const email = await bookerEmailOf(ctx, row);
      if (!email || !manageLinkSignedFor(link, email)) throw invalidManageLink();
      if ((await manageLinkExpiry(ctx.db, row)).getTime() <= link.now.getTime()) throw invalidManageLink();
      return true;
    },
    messages: { ...messages, forbidden: 'This link is for another reservation' },
  });

/** `requireAccess` for a member, or the manage link's grant for its holder. */
export function requireReservationAccess(
  ctx: AccessContext,
  who: ReservationActor,
  permission: Permission<ReservationRow>,
  reservationId: number,
): Promise<ReservationRow> {
  if (holdsLink(who)) {
    // Another reservation than the link's is refused before anything is read (no 404 probing).
    if (who.manageLink.reservationId !== reservationId) {
      return Promise.reject(AppError.forbidden('This link is for another reservation'));
    }
    return requireAccess(
      ctx,
      undefined,
      manageLinkPermission(permission.name, who.manageLink),
      reservationId,
    );
  }
  return requireAccess(ctx, who, permission, reservationId);
}

/** Whoever calls with a manage token (`?token=`), as the actor of a reservation call (401 when malformed). */
export const manageLinkHolder = (secret: string, token: string, now: Date): ReservationActor => ({
  manageLink: readManageToken(secret, token, now),
});

/**
 * The reservation a manage token opens, checked exactly as the manage calls check it: 401 for a
 * malformed, tampered or expired link, 403 for another reservation's link, 404 for an unknown one.
 * For other areas (payments) that act on a reservation by its manage link.
 */
export function reservationOfManageToken(
  db: Kysely<DB>,
  secret: string,
  reservationId: number,
  token: string,
  now: Date,
): Promise<ReservationRow> {
  return requireReservationAccess(
    { db },
    manageLinkHolder(secret, token, now),
    reservationAccess.read,
    reservationId,
  );
}
