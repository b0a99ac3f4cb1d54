import { ErrorCode, type ExternalLinkBody, MAX_EXTERNAL_LINKS } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { externalLinkValue, presentExternalLink } from '../reservation.presenter.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertNotCancelled, lockReservation } from '../reservation-guards.ts';
import { reservationLinkQueries } from '../reservation-links.queries.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `POST /v2/reservation/{id}/externallinks`: adds a link (at most 20 per reservation, 409
 * `too_many_links`; the same type and URL twice is 409 `duplicate_link`). Links may change while
 * the reservation is locked (a video-call link is often added on the day itself, and an invoice
 * does not depend on them), but not once it is cancelled.
 */
export async function addExternalLink(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  body: ExternalLinkBody,
) {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  return deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertNotCancelled(r);
    const links = await reservationLinkQueries.externalLinks(trx, r.id);
    if (links.some((l) => l.type_id === body.TypeId && l.url === body.Url)) {
      throw new AppError(409, 'This link is already on the reservation', [
        { Field: 'Url', Code: ErrorCode.DuplicateLink },
      ]);
    }
    if (links.length >= MAX_EXTERNAL_LINKS) {
      throw new AppError(409, `A reservation keeps at most ${MAX_EXTERNAL_LINKS} external links`, [
        { Field: 'Url', Code: ErrorCode.TooManyLinks },
      ]);
    }
    const nowIso = deps.now.toISOString();
    const row = await reservationLinkQueries.insertExternalLink(
      trx,
      { reservationId: r.id, typeId: body.TypeId, url: body.Url, title: body.Title || null },
      nowIso,
    );
    await reservationQueries.touch(trx, r.id, {}, nowIso);
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: actor.profileId,
        action: 'externallink-added',
        changes: [{ Field: 'ExternalLink', From: null, To: externalLinkValue(row) }],
      },
      deps.now,
    );
    return presentExternalLink(row);
  });
}
