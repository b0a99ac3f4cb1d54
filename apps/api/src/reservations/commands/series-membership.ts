import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { lockRow } from '../../kernel/locks.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import type { ReservationRow } from '../reservation.queries.ts';
import { reservationLinkQueries } from '../reservation-links.queries.ts';

// What linking, unlinking and copying into a series share.

/**
 * Serializes the series changes of one member (their profile row held, see lockRow), so two links
 * or unlinks of one series never interleave.
 */
export async function lockSeriesOwner(trx: Kysely<DB>, profileId: number | null): Promise<void> {
  if (profileId !== null) await lockRow(trx, 'profiles', { column: 'id', value: profileId });
}

/** Puts a reservation in a series (or takes it out) with its revision. */
export async function setSeriesOf(
  trx: Kysely<DB>,
  change: { reservationId: number; from: number | null; to: number | null; actor: Actor },
  now: Date,
): Promise<void> {
  await reservationLinkQueries.setSeries(trx, change.reservationId, change.to, now.toISOString());
  await recordRevision(
    trx,
    {
      reservationId: change.reservationId,
      profileId: change.actor.profileId,
      action: change.to === null ? 'unlinked' : 'linked',
      changes: [{ Field: 'SeriesId', From: change.from, To: change.to }],
    },
    now,
  );
}

/**
 * Takes a reservation out of its series (inside the caller's transaction, owner locked). A series
 * left with one reservation dissolves (that one is unlinked too, with its own revision); when the
 * reservation that gave the series its id leaves, the others take the lowest id among them, so a
 * series id is always one of its members' and can never be reused by accident.
 */
export async function leaveSeries(
  trx: Kysely<DB>,
  r: ReservationRow,
  actor: Actor,
  now: Date,
): Promise<void> {
  const seriesId = r.series_id;
  if (seriesId === null) return;
  await setSeriesOf(trx, { reservationId: r.id, from: seriesId, to: null, actor }, now);
  const rest = await reservationLinkQueries.seriesIds(trx, seriesId);
  const [only] = rest;
  if (rest.length === 1 && only !== undefined) {
    await setSeriesOf(trx, { reservationId: only, from: seriesId, to: null, actor }, now);
  } else if (only !== undefined && seriesId === r.id) {
    await reservationLinkQueries.renameSeries(trx, seriesId, only);
  }
}
