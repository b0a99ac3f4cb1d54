import { EventErrorCode, type Organizer, type organizerBody } from '@meetspace/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { presentOrganizer } from '../event.presenter.ts';
import type { EventDeps } from '../event.reads.ts';
import { eventAccess } from '../events.access.ts';
import { eventQueries } from '../events.queries.ts';
import { insertOrganizer } from './create-event.ts';

type OrganizerInput = z.output<typeof organizerBody>;
type OrganizerDeps = EventDeps & { publicUrl: string };

const duplicate = () =>
  new AppError(409, 'This e-mail address organizes the event already', [
    { Field: 'Email', Code: 'duplicate' },
  ]);

/** The organizer, or 404 when the event has no such one. */
async function organizerOf(deps: EventDeps, eventId: number, orgId: number) {
  const o = await eventQueries.organizer(deps.db, eventId, orgId);
  if (!o) throw AppError.notFound('Organizer not found');
  return o;
}

/** Holds the event's row for the rest of the transaction (organizer changes queue per event). */
const lockEvent = (trx: EventDeps['db'], id: number) =>
  sql`update event_listings set updated_at = updated_at where id = ${id}`.execute(trx);

/** The name of the member acting (in the added organizer's mail). */
async function actorName(deps: EventDeps, actor: Actor): Promise<string> {
  const p = await eventQueries.profile(deps.db, actor.profileId);
  return p ? `${p.first_name} ${p.last_name}`.trim() || p.email : '';
}

/**
 * `POST /v1/event/{id}/organizer`: adds an organizer by e-mail (linked to the member with that
 * address, who may then manage the event), mailed in their language. The same address twice is 409;
 * a new primary organizer takes the role from the one before.
 */
export async function addOrganizer(
  deps: OrganizerDeps,
  actor: Actor,
  eventId: number,
  body: OrganizerInput,
): Promise<Organizer> {
  const event = await requireAccess({ db: deps.db }, actor, eventAccess.manage, eventId);
  const addedBy = await actorName(deps, actor);
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockEvent(trx, eventId);
    if (await eventQueries.organizerByEmail(trx, eventId, body.Email.toLowerCase())) throw duplicate();
    if (body.IsPrimary) await eventQueries.clearPrimary(trx, eventId);
    return insertOrganizer(trx, event, body, {
      isPrimary: body.IsPrimary,
      addedBy,
      now: deps.now,
      publicUrl: deps.publicUrl,
    });
  });
  return presentOrganizer(await organizerOf(deps, eventId, id));
}

/**
 * `PUT /v1/event/{id}/organizer/{orgId}`: changes the fields sent. A new address is linked again
 * (and must not be another organizer's: 409); one primary at a time, and the last primary cannot
 * step down (409 organizer_required: make another one primary instead). The owner's address is
 * their account's and does not change here.
 */
export async function updateOrganizer(
  deps: OrganizerDeps,
  actor: Actor,
  eventId: number,
  orgId: number,
  body: Partial<OrganizerInput>,
): Promise<Organizer> {
  await requireAccess({ db: deps.db }, actor, eventAccess.manage, eventId);
  await deps.db.transaction().execute(async (trx) => {
    await lockEvent(trx, eventId);
    const o = await eventQueries.organizer(trx, eventId, orgId);
    if (!o) throw AppError.notFound('Organizer not found');
    const changes: Parameters<typeof eventQueries.updateOrganizer>[2] = {};
    if (body.FullName !== undefined) changes.full_name = body.FullName;
    if (body.Phone !== undefined) changes.phone = body.Phone;
    if (body.ReceiveEmail !== undefined) changes.receive_email = body.ReceiveEmail ? 1 : 0;
    const email = body.Email?.toLowerCase();
    if (email !== undefined && email !== o.email) {
      if (o.is_owner === 1)
        throw AppError.badRequest("The owner's address is their account's", [
          { Field: 'Email', Code: 'invalid_value' },
        ]);
      if (await eventQueries.organizerByEmail(trx, eventId, email)) throw duplicate();
      changes.email = email;
      changes.profile_id = (await eventQueries.profileByEmail(trx, email))?.id ?? null;
    }
    if (body.IsPrimary === true && o.is_primary !== 1) {
      await eventQueries.clearPrimary(trx, eventId);
      changes.is_primary = 1;
    } else if (body.IsPrimary === false && o.is_primary === 1) {
      throw new AppError(409, 'An event keeps one primary organizer: make another one primary', [
        { Field: 'IsPrimary', Code: EventErrorCode.OrganizerRequired },
      ]);
    }
    if (Object.keys(changes).length > 0) await eventQueries.updateOrganizer(trx, orgId, changes);
  });
  return presentOrganizer(await organizerOf(deps, eventId, orgId));
}

/**
 * `DELETE /v1/Event/{id}/Organizer/{orgId}`: removes an organizer, never the owner (409
 * organizer_required); when the primary one goes, the owner is primary again.
 */
export async function removeOrganizer(
  deps: EventDeps,
  actor: Actor,
  eventId: number,
  orgId: number,
): Promise<number> {
  await requireAccess({ db: deps.db }, actor, eventAccess.manage, eventId);
  await deps.db.transaction().execute(async (trx) => {
    await lockEvent(trx, eventId);
    const o = await eventQueries.organizer(trx, eventId, orgId);
    if (!o) throw AppError.notFound('Organizer not found');
    if (o.is_owner === 1)
      throw new AppError(409, "The event's owner cannot be removed", [
        { Field: 'orgId', Code: EventErrorCode.OrganizerRequired },
      ]);
    await eventQueries.deleteOrganizer(trx, orgId);
    if (o.is_primary === 1) {
      const owner = (await eventQueries.organizersOf(trx, eventId)).find((x) => x.is_owner === 1);
      if (owner) await eventQueries.updateOrganizer(trx, owner.id, { is_primary: 1 });
    }
  });
  return orgId;
}
