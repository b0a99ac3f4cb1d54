import { contactListErrors, type ReservationContactInput } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { presentContact } from '../reservation.presenter.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { contactsOf } from '../reservation.reads.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT /v2/reservation/{id}/contacts`: replaces the list after checking its rules (exactly one
 * Booker with an e-mail address, at most one Invoice contact, `ReceiveEmail` only with an e-mail
 * address; 400 with every problem). The same list again changes nothing (no new rows, no revision).
 */
export async function replaceReservationContacts(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  contacts: ReservationContactInput[],
) {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  const problems = contactListErrors(contacts);
  if (problems.length > 0) throw AppError.badRequest(problems[0]?.Message ?? 'Invalid contacts', problems);
  const wanted = contacts.map((c) => ({
    type_id: c.TypeId,
    name: c.Name,
    email: c.Email || null,
    phone: c.Phone || null,
    receive_email: c.ReceiveEmail ? 1 : 0,
  }));
  return deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    const current = await reservationQueries.contacts(trx, r.id);
    const changes = changedFields(
      { Contacts: current.map(presentContact) },
      { Contacts: wanted.map(presentContact) },
      ['Contacts'],
    );
    if (changes.length > 0) {
      await reservationQueries.replaceContacts(trx, r.id, wanted);
      await reservationQueries.touch(trx, r.id, {}, deps.now.toISOString());
      await recordRevision(
        trx,
        { reservationId: r.id, profileId: actor.profileId, action: 'contacts', changes, skipWhenEmpty: true },
        deps.now,
      );
    }
    return contactsOf(trx, r.id);
  });
}
