import { ErrorCode, isReservationLocked, type ReservationEditBody } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { type ReservationRow, reservationQueries } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT /v2/reservation/{id}`: the name, comment and language; only the fields given change, and a
 * call that changes nothing records no revision. `LanguageId` must be a known language (400). With
 * `ChangeAllInSet` the same change goes to the rest of its series that is not locked.
 */
export async function editReservationDetails(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  body: ReservationEditBody,
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    if (body.LanguageId !== undefined && !(await reservationQueries.languageExists(trx, body.LanguageId))) {
      throw AppError.badRequest('Unknown language', [
        { Field: 'LanguageId', Code: ErrorCode.UnknownLanguage, Message: 'LanguageId is 52 (nl) or 65 (en)' },
      ]);
    }
    await applyDetails(trx, deps.now, actor, r, body);
    if (!body.ChangeAllInSet || r.series_id === null) return;
    // The same change for the rest of its series (the member's own), except those that are locked.
    for (const sibling of await reservationQueries.seriesSiblings(trx, r)) {
      if (!isReservationLocked(sibling, deps.now)) await applyDetails(trx, deps.now, actor, sibling, body);
    }
  });
}

/** Name, comment and language of one reservation, with its revision; nothing when nothing changes. */
async function applyDetails(
  trx: Kysely<DB>,
  now: Date,
  actor: Actor,
  r: ReservationRow,
  body: ReservationEditBody,
) {
  const before = { Name: r.name, Comment: r.comment, LanguageId: r.language_id };
  const after: Partial<typeof before> = {};
  if (body.Name !== undefined) after.Name = body.Name;
  if (body.Comment !== undefined) after.Comment = body.Comment || null;
  if (body.LanguageId !== undefined) after.LanguageId = body.LanguageId;
  const changes = changedFields(before, after, ['Name', 'Comment', 'LanguageId']);
  if (changes.length === 0) return;
  await reservationQueries.touch(
    trx,
    r.id,
    {
      ...(after.Name !== undefined ? { name: after.Name } : {}),
      ...(after.Comment !== undefined ? { comment: after.Comment } : {}),
      ...(after.LanguageId !== undefined ? { language_id: after.LanguageId } : {}),
    },
    now.toISOString(),
  );
  await recordRevision(
    trx,
    { reservationId: r.id, profileId: actor.profileId, action: 'details', changes, skipWhenEmpty: true },
    now,
  );
}
