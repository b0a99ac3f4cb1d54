import {
  AVAILABILITY_WARNING_MESSAGES,
  AvailabilityWarning,
  type ChangeDateBody,
  type ChangeDatePreview,
  centsToEuros,
  ErrorCode,
} from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import { openingOf } from '../../search/index.ts';
import { evaluateSpacesInPeriod } from '../period-availability.reads.ts';
import { recomputeReservationTotals } from '../recompute-totals.ts';
import {
  actingProfileId,
  type ReservationActor,
  requireReservationAccess,
  reservationAccess,
} from '../reservation.access.ts';
import { type EventPeriod, reservationEvents } from '../reservation.events.ts';
import type { ReservationRow } from '../reservation.queries.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import { reservationLineQueries } from '../reservation-lines.queries.ts';
import type { PeriodDeps } from './reservation-deps.ts';

/** Warnings about who else holds a space (the change of date's "not free" refusal). */
const OCCUPANCY_WARNINGS: readonly AvailabilityWarning[] = [
  AvailabilityWarning.AlreadyBooked,
  AvailabilityWarning.NoCapacity,
  AvailabilityWarning.SpaceUnavailable,
];

const eventPeriod = (p: {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
}) =>
  ({
    StartDate: p.start_date,
    EndDate: p.end_date,
    StartMinutes: p.start_minutes,
    EndMinutes: p.end_minutes,
  }) satisfies EventPeriod;

/**
 * `PUT /v2/reservation/{id}/changedate`: the same spaces and settings in another period, when the
 * reservation is not locked and every space can be booked then as a copy could
 * (`evaluateSpacesInPeriod`: opening hours, closed days, booking notice, minimum duration, seat
 * range, occupancy without the reservation's own bookings, workspace overlap); else a clear 409:
 * `space_gone`, `too_late` (within 24 hours or the location's notice), or the warning codes with
 * the spec's texts. Prices follow the new period. Runs under the booking lock; emits
 * `reservation.date-changed` (the booker's mail is its subscriber's).
 */
export async function changeReservationDate(
  deps: PeriodDeps,
  actor: ReservationActor,
  reservationId: number,
  body: ChangeDateBody,
  options: { preview?: boolean } = {},
): Promise<void> {
  const { location_id } = await requireReservationAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  await withBookingLock(deps.db, [location_id], async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    const period = {
      start_date: body.StartDate,
      end_date: body.EndDate ?? body.StartDate,
      start_minutes: body.StartMinutes ?? r.start_minutes,
      end_minutes: body.EndMinutes ?? r.end_minutes,
    };
    if (period.end_minutes <= period.start_minutes) {
      throw AppError.badRequest('End time cannot be before or equal to start time', [
        { Field: 'EndMinutes', Code: ErrorCode.TooSmall },
      ]);
    }
    const spaces = await reservationLineQueries.spaces(trx, r.id);
    const evaluated = await evaluateSpacesInPeriod(
      { db: trx, catalogue: deps.catalogue, now: deps.now },
      r,
      period,
      spaces.map((held) => ({
        ...period,
        space_id: held.space_id,
        setting_id: held.setting_id,
        seats: held.seats,
        held,
      })),
      r.id,
    );
    const updates = [];
    let startsAt = '';
    for (const e of evaluated) {
      if (e.gone)
        throw new AppError(409, 'This space can no longer be booked', [
          { Field: 'StartDate', Code: ErrorCode.SpaceGone },
        ]);
      if (e.warnings.includes(AvailabilityWarning.BookingNotAllowedWithinPeriod)) {
        throw new AppError(409, 'The new start is too close: changes are possible up to 24 hours before', [
          { Field: 'StartDate', Code: ErrorCode.TooLate },
        ]);
      }
      if (e.warnings.length > 0) {
        const other = e.warnings.filter((w) => !OCCUPANCY_WARNINGS.includes(w));
        throw new AppError(
          409,
          other.length === 0
            ? 'The same space is not free in the new period'
            : other.map((w) => AVAILABILITY_WARNING_MESSAGES[w]).join(' '),
          e.warnings.map((w) => ({ Field: 'StartDate', Code: w, Message: AVAILABILITY_WARNING_MESSAGES[w] })),
        );
      }
      startsAt = startsAt && startsAt < e.starts_at ? startsAt : e.starts_at;
      updates.push({
        id: e.line.held.id,
        ...period,
        starts_at: e.starts_at,
        ends_at: e.ends_at,
        price_per_seat_cents: e.price_per_seat_cents,
        price_total_cents: e.price_total_cents,
        tax_percentage: e.line.held.tax_percentage,
      });
    }
    for (const { id, ...changes } of updates) await reservationLineQueries.updateSpace(trx, id, changes);
    await reservationQueries.touch(
      trx,
      r.id,
      { ...period, starts_at: startsAt || r.starts_at },
      deps.now.toISOString(),
    );
    // Totals as every other change computes them: spaces, options, package and voucher (whose date
    // rules are checked again: a voucher that does not allow the new date refuses the move).
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    const from = eventPeriod(r);
    const to = eventPeriod(period);
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: actingProfileId(actor),
        action: 'changedate',
        changes: changedFields(
          { ...from, TotalInclTax: centsToEuros(r.total_incl_cents) },
          { ...to, TotalInclTax: centsToEuros(after.total_incl_cents) },
          ['StartDate', 'EndDate', 'StartMinutes', 'EndMinutes', 'TotalInclTax'],
        ),
      },
      deps.now,
    );
    await reservationEvents.dateChanged.emit(
      trx,
      { subjectId: r.id, actorId: actingProfileId(actor), payload: { From: from, To: to } },
      deps.now,
    );
    // A preview ran every step of the real change; now it is all rolled back, the total kept.
    if (options.preview) throw new PreviewDone(after);
  });
}

/** Ends a previewed change of date: its transaction rolls back, the new totals travel out. */
class PreviewDone extends Error {
  constructor(readonly after: ReservationRow) {
    super('preview');
  }
}

/**
 * `GET /v2/reservation/{id}/changedate/preview` (and by a manage link): what the change of date
 * would do, decided by the change itself (its checks, its pricing with options, package and
 * voucher) in a transaction that is rolled back; and the location's opening hours on the first day,
 * so the dialog offers only those times. A refusal is `Possible: false` with the change's errors.
 */
export async function previewReservationDate(
  deps: PeriodDeps,
  actor: ReservationActor,
  reservationId: number,
  query: { startDate: string; endDate?: string; startMinutes?: number; endMinutes?: number },
): Promise<ChangeDatePreview> {
  const r = await requireReservationAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  const opening = openingOf(deps.catalogue, r.location_id, r.meeting_type_id, query.startDate);
  const hours = { OpenMinutes: opening?.open ?? null, CloseMinutes: opening?.close ?? null };
  const body: ChangeDateBody = {
    StartDate: query.startDate,
    ...(query.endDate ? { EndDate: query.endDate } : {}),
    ...(query.startMinutes !== undefined ? { StartMinutes: query.startMinutes } : {}),
    ...(query.endMinutes !== undefined ? { EndMinutes: query.endMinutes } : {}),
  };
  try {
    await changeReservationDate(deps, actor, reservationId, body, { preview: true });
  } catch (error) {
    if (error instanceof PreviewDone) {
      return {
        ...hours,
        Possible: true,
        Errors: [],
        TotalInclTax: centsToEuros(error.after.total_incl_cents),
      };
    }
    if (error instanceof AppError && (error.httpStatus === 409 || error.httpStatus === 400)) {
      return { ...hours, Possible: false, Errors: error.errors, TotalInclTax: null };
    }
    throw error;
  }
  throw new Error('a previewed change of date did not roll back');
}
