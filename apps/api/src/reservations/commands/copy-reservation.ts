import type { CopyReservationBody } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import { invoiceColumnsOf } from '../invoice-address.ts';
import { reservationAccess } from '../reservation.access.ts';
import { type ReservationRow, reservationQueries } from '../reservation.queries.ts';
import { type CopyPlan, planCopy } from '../reservation-copy.reads.ts';
import { createReservation } from './create-reservation.ts';
import type { PeriodDeps } from './reservation-deps.ts';
import { lockSeriesOwner, setSeriesOf } from './series-membership.ts';

/** 409 with the warning codes unless every space of the plan is free. */
function assertAvailable(plan: CopyPlan): void {
  if (plan.available) return;
  const errors: FieldError[] = plan.spaces.flatMap((s) =>
    s.warnings.map((code) => ({
      Field: 'StartDate',
      Code: code,
      Message: `Space ${s.source.space_id}: ${code}`,
    })),
  );
  throw new AppError(409, 'The same spaces are not free in that period', errors);
}

/** Puts the source in a series when it is in none (with its revision); returns the series id. */
async function seriesOfSource(
  trx: Kysely<DB>,
  source: ReservationRow,
  actor: Actor,
  now: Date,
): Promise<number> {
  await lockSeriesOwner(trx, source.profile_id);
  const current = (await reservationQueries.byId(trx, source.id)) ?? source;
  const seriesId = current.series_id ?? current.id;
  if (current.series_id === null) {
    await setSeriesOf(trx, { reservationId: current.id, from: null, to: seriesId, actor }, now);
  }
  return seriesId;
}

/**
 * `POST /v1/reservation/copy`: under the booking lock, plans the copy again on fresh data and
 * refuses it (409 with the warning codes) unless every space is free; then a new definite
 * reservation (`createReservation`) with the source's location, spaces, settings, seats, options
 * and package (re-priced), contacts, invoice address, name, remark, tags, language and terms; no
 * voucher. Optionally joins the source's series. Records the revision; the confirmation follows
 * from `reservation.created`. Returns the new id.
 */
export async function copyReservation(
  deps: PeriodDeps,
  actor: Actor,
  body: CopyReservationBody,
): Promise<number> {
  const { location_id } = await requireAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    body.ReservationId,
  );
  const { now } = deps;
  // A copy is booked at the source's location.
  return withBookingLock(deps.db, [location_id], async (trx) => {
    const source = await reservationQueries.byId(trx, body.ReservationId);
    if (!source) throw AppError.notFound('Reservation not found');
    const plan = await planCopy({ ...deps, db: trx }, source, body, 'body');
    assertAvailable(plan);
    const first = plan.spaces.reduce((a, b) => (b.line.starts_at < a.line.starts_at ? b : a));
    const spaceIndex = new Map(plan.spaces.map((s, i) => [s.source.id, i]));
    const id = await createReservation(
      trx,
      {
        source: 'copy',
        channelId: source.channel_id,
        name: source.name,
        profileId: source.profile_id,
        companyId: source.company_id,
        locationId: source.location_id,
        meetingTypeId: source.meeting_type_id,
        languageId: source.language_id,
        period: plan.period,
        startsAt: first.line.starts_at,
        totalSeats: source.total_seats,
        currencyId: source.currency_id,
        totals: plan.totals,
        voucherId: null,
        discountCents: 0,
        totalPaidCents: 0,
        package: plan.pkg,
        cartId: null,
        searchId: null,
        comment: source.comment,
        tags: source.tags,
        termsId: source.terms_id,
        termsAcceptedBy: source.terms_accepted_by,
        invoice: invoiceColumnsOf(source),
        spaces: plan.spaces.map((s) => s.line),
        options: plan.options.map((o) => ({
          line: o.line,
          spaceIndex: o.reservationSpaceId === null ? null : (spaceIndex.get(o.reservationSpaceId) ?? null),
          startMinutes: o.startMinutes,
        })),
        contacts: await reservationQueries.contacts(trx, source.id),
      },
      { now, actorId: actor.profileId },
    );
    const seriesId = body.LinkToSeries ? await seriesOfSource(trx, source, actor, now) : null;
    if (seriesId !== null) await reservationQueries.update(trx, id, { series_id: seriesId });
    await recordRevision(
      trx,
      {
        reservationId: id,
        profileId: actor.profileId,
        action: 'copied-from',
        changes: [
          { Field: 'SourceReservationId', From: null, To: source.id },
          ...(seriesId === null ? [] : [{ Field: 'SeriesId', From: null, To: seriesId }]),
        ],
      },
      now,
    );
    return id;
  });
}
