import {
  AVAILABILITY_WARNING_MESSAGES,
  AvailabilityWarning,
  CANCEL_REASON_LABELS,
  type CancelReason,
  ContactType,
  cancellationFee,
  cancellationFeeCents,
  centsToEuros,
  formatMoney,
  isReservationLocked,
  localDateTime,
  localeOfLanguageId,
  minutesToTime,
  PROFILE_RESERVATIONS_STATUS_ID,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationsTable } from '../db/schema-booking.ts';
import { AppError } from '../kernel/errors.ts';
import { withBookingLock } from '../kernel/locks.ts';
import { enqueueMail } from '../kernel/mail/outbox.queries.ts';
import { changedFields, recordRevision } from '../kernel/revisions.ts';
import type { Catalogue } from '../search/index.ts';
import { recomputeReservationTotals } from './reservation-lines.service.ts';
import { evaluateSpacesInPeriod } from './reservation-space-evaluate.ts';

type ReservationRow = Selectable<ReservationsTable>;

/** The booker contact of a reservation (whom its mails go to). */
function bookerContact(db: Kysely<DB>, reservationId: number) {
  return db
    .selectFrom('reservation_contacts')
    .select(['name', 'email'])
    .where('reservation_id', '=', reservationId)
    .where('type_id', '=', ContactType.Booker)
    .executeTakeFirst();
}

/** `GET /v1/profile/reservation`: one page of the member's own reservations. */
export async function listOwnReservations(
  db: Kysely<DB>,
  profileId: number,
  q: {
    startDate?: string;
    endDate?: string;
    locationId?: number;
    meetingtypeId?: number;
    q?: string;
    page: number;
    itemsPerPage: number;
    channelId?: number;
    sortDirection: 'ASC' | 'DESC';
    statusId: number;
  },
  now: Date,
) {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .selectAll('r')
    .select('l.name as location_name')
    .where('r.profile_id', '=', profileId);
  if (q.statusId !== PROFILE_RESERVATIONS_STATUS_ID) query = query.where('r.status_id', '=', q.statusId);
  if (q.startDate) query = query.where('r.end_date', '>=', q.startDate);
  if (q.endDate) query = query.where('r.start_date', '<=', q.endDate);
  if (q.locationId) query = query.where('r.location_id', '=', q.locationId);
  if (q.meetingtypeId) query = query.where('r.meeting_type_id', '=', q.meetingtypeId);
  if (q.channelId) query = query.where('r.channel_id', '=', q.channelId);
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['r.name']), 'like', like), eb(eb.fn('lower', ['l.name']), 'like', like)]),
    );
  }
  const rows = await query
    .orderBy('r.starts_at', q.sortDirection === 'ASC' ? 'asc' : 'desc')
    .orderBy('r.id', q.sortDirection === 'ASC' ? 'asc' : 'desc')
    .limit(q.itemsPerPage + 1)
    .offset((q.page - 1) * q.itemsPerPage)
    .execute();
  return {
    Results: rows.slice(0, q.itemsPerPage).map((r) => ({
      Id: r.id,
      Key: r.key,
      StatusId: r.status_id,
      Name: r.name,
      LocationId: r.location_id,
      LocationName: r.location_name,
      MeetingtypeId: r.meeting_type_id,
      StartDate: localDateTime(r.start_date),
      EndDate: localDateTime(r.end_date),
      StartMinutes: r.start_minutes,
      EndMinutes: r.end_minutes,
      TotalSeats: r.total_seats,
      TotalInclTax: centsToEuros(r.total_incl_cents),
      IsLocked: isReservationLocked(r, now),
      HasInvoice: r.has_invoice === 1,
    })),
    MorePages: rows.length > q.itemsPerPage,
  };
}

/** The cancel rules of a reservation's booking terms (or the current ones in its language). */
async function cancelRulesOf(db: Kysely<DB>, r: ReservationRow) {
  const termsId =
    r.terms_id ??
    (
      await db
        .selectFrom('terms')
        .select('id')
        .where('type', '=', 'booking')
        .orderBy((eb) => eb.case().when('language_id', '=', r.language_id).then(0).else(1).end())
        .orderBy('version', 'desc')
        .executeTakeFirst()
    )?.id;
  if (termsId === undefined) return [];
  const rows = await db.selectFrom('cancel_rules').selectAll().where('terms_id', '=', termsId).execute();
  return rows.map((x) => ({
    id: x.id,
    hoursBeforeStart: x.hours_before_start,
    percentage: x.percentage,
    minSeats: x.min_seats,
  }));
}

/** What cancelling a reservation costs now, and whether it can be cancelled at all. */
export async function cancellationOf(db: Kysely<DB>, r: ReservationRow, now: Date) {
  const notPossible =
    r.status_id === ReservationStatus.Cancelled
      ? 'Reservation cancelled'
      : r.has_invoice === 1
        ? 'This reservation is invoiced: ask the location to cancel it'
        : null;
  const hoursUntilStart = (Date.parse(r.starts_at) - now.getTime()) / 3_600_000;
  const fee = notPossible
    ? { ruleId: null, percentage: 0 }
    : cancellationFee(await cancelRulesOf(db, r), hoursUntilStart, r.total_seats);
  return {
    IsFree: notPossible === null && fee.percentage === 0,
    CancelRuleId: fee.ruleId,
    Percentage: fee.percentage,
    FeeInclTax: centsToEuros(cancellationFeeCents(r.total_incl_cents, fee.percentage)),
    NotPossibleReason: notPossible,
  };
}

/**
 * `PUT /v1/reservation/{id}/cancel`: under the booking lock, re-reads the reservation, refuses a
 * cancelled or invoiced one (409), and asks for `ApplyCancelFee` when a fee applies (409 saying
 * how much; a `Percentage` that differs from the server's is refused too). Then status 3, the space
 * free again, and a mail in the reservation's language.
 */
export async function cancelReservation(
  deps: { db: Kysely<DB>; now: Date; actorId: number | null },
  reservationId: number,
  body: { ReasonType: number; Reason?: string; ApplyCancelFee: boolean; Percentage?: number | null },
): Promise<void> {
  await withBookingLock(deps.db, async (trx) => {
    const r = await trx
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', reservationId)
      .executeTakeFirst();
    if (!r) throw AppError.notFound('Reservation not found');
    const c = await cancellationOf(trx, r, deps.now);
    if (c.NotPossibleReason)
      throw new AppError(409, c.NotPossibleReason, [
        { Field: 'Id', Code: r.status_id === 3 ? 'cancelled' : 'invoiced' },
      ]);
    if (c.Percentage > 0 && !body.ApplyCancelFee) {
      throw new AppError(
        409,
        `Cancelling now costs ${c.Percentage}% (${c.FeeInclTax.toFixed(2)} EUR): confirm with ApplyCancelFee`,
        [{ Field: 'ApplyCancelFee', Code: 'fee_applies' }],
      );
    }
    if (body.Percentage != null && body.Percentage !== c.Percentage) {
      throw new AppError(409, `The cancellation fee is now ${c.Percentage}%`, [
        { Field: 'Percentage', Code: 'fee_changed' },
      ]);
    }
    const nowIso = deps.now.toISOString();
    await trx
      .updateTable('reservations')
      .set({
        status_id: ReservationStatus.Cancelled,
        cancel_reason_type: body.ReasonType,
        cancel_reason: body.Reason ?? null,
        cancel_fee_percentage: c.Percentage,
        cancelled_at: nowIso,
        updated_at: nowIso,
      })
      .where('id', '=', r.id)
      .execute();
    await trx
      .updateTable('reservation_spaces')
      .set({ is_cancelled: 1 })
      .where('reservation_id', '=', r.id)
      .execute();
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: deps.actorId,
        action: 'cancel',
        changes: [
          { Field: 'StatusId', From: r.status_id, To: ReservationStatus.Cancelled },
          { Field: 'CancelReasonType', From: null, To: body.ReasonType },
          ...(body.Reason ? [{ Field: 'CancelReason', From: null, To: body.Reason }] : []),
          { Field: 'CancelFeePercentage', From: null, To: c.Percentage },
        ],
      },
      deps.now,
    );
    const booker = await bookerContact(trx, r.id);
    const location = await trx
      .selectFrom('locations')
      .select('name')
      .where('id', '=', r.location_id)
      .executeTakeFirstOrThrow();
    if (booker?.email) {
      const locale = localeOfLanguageId(r.language_id);
      const fee = cancellationFeeCents(r.total_incl_cents, c.Percentage);
      const reason = CANCEL_REASON_LABELS[body.ReasonType as CancelReason]?.[locale] ?? '';
      const text =
        locale === 'nl'
          ? [
              `Beste ${booker.name},`,
              '',
              `Je reservering #${r.id} bij ${location.name} op ${r.start_date} is geannuleerd.`,
              `Reden: ${reason}${body.Reason ? ` (${body.Reason})` : ''}`,
              fee > 0
                ? `Annuleringskosten: ${formatMoney(fee, locale)} (${c.Percentage}%)`
                : 'Er zijn geen annuleringskosten.',
            ]
          : [
              `Dear ${booker.name},`,
              '',
              `Your reservation #${r.id} at ${location.name} on ${r.start_date} is cancelled.`,
              `Reason: ${reason}${body.Reason ? ` (${body.Reason})` : ''}`,
              fee > 0
                ? `Cancellation fee: ${formatMoney(fee, locale)} (${c.Percentage}%)`
                : 'There is no cancellation fee.',
            ];
      await enqueueMail(
        trx,
        {
          kind: 'reservation-cancelled',
          toEmail: booker.email,
          toName: booker.name,
          languageId: r.language_id,
          subject: locale === 'nl' ? `Reservering #${r.id} geannuleerd` : `Reservation #${r.id} cancelled`,
          text: text.join('\n'),
          reservationId: r.id,
          profileId: r.profile_id,
        },
        deps.now,
      );
    }
  });
}

/** Warnings about who else holds a space (the change of date's "not free" refusal). */
const OCCUPANCY_WARNINGS: readonly AvailabilityWarning[] = [
  AvailabilityWarning.AlreadyBooked,
  AvailabilityWarning.NoCapacity,
  AvailabilityWarning.SpaceUnavailable,
];

/**
 * `PUT /v2/reservation/{id}/changedate`: the same spaces and settings in another period, when the
 * reservation is not locked and every space can be booked then as a copy could
 * (`evaluateSpacesInPeriod`: opening hours, closed days, booking notice, minimum duration, seat
 * range, occupancy without the reservation's own bookings, workspace overlap); else a clear 409:
 * `space_gone`, `too_late` (within 24 hours or the location's notice), or the warning codes with
 * the spec's texts. Prices follow the new period. Runs under the booking lock; a mail tells the
 * booker.
 */
export async function changeReservationDate(
  deps: { db: Kysely<DB>; catalogue: Catalogue; now: Date; actorId: number | null },
  reservationId: number,
  body: { StartDate: string; EndDate?: string; StartMinutes?: number; EndMinutes?: number },
): Promise<void> {
  await withBookingLock(deps.db, async (trx) => {
    const r = await trx
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', reservationId)
      .executeTakeFirst();
    if (!r) throw AppError.notFound('Reservation not found');
    if (isReservationLocked(r, deps.now)) {
      throw new AppError(409, 'This reservation is locked: it can no longer be changed', [
        { Field: 'Id', Code: 'locked' },
      ]);
    }
    const period = {
      start_date: body.StartDate,
      end_date: body.EndDate ?? body.StartDate,
      start_minutes: body.StartMinutes ?? r.start_minutes,
      end_minutes: body.EndMinutes ?? r.end_minutes,
    };
    if (period.end_minutes <= period.start_minutes) {
      throw AppError.badRequest('End time cannot be before or equal to start time', [
        { Field: 'EndMinutes', Code: 'too_small' },
      ]);
    }
    const spaces = await trx
      .selectFrom('reservation_spaces')
      .selectAll()
      .where('reservation_id', '=', r.id)
      .orderBy('id')
      .execute();
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
          { Field: 'StartDate', Code: 'space_gone' },
        ]);
      if (e.warnings.includes(AvailabilityWarning.BookingNotAllowedWithinPeriod)) {
        throw new AppError(409, 'The new start is too close: changes are possible up to 24 hours before', [
          { Field: 'StartDate', Code: 'too_late' },
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
    for (const { id, ...changes } of updates) {
      await trx.updateTable('reservation_spaces').set(changes).where('id', '=', id).execute();
    }
    await trx
      .updateTable('reservations')
      .set({ ...period, starts_at: startsAt || r.starts_at, updated_at: deps.now.toISOString() })
      .where('id', '=', r.id)
      .execute();
    // Totals as every other change computes them: spaces, options, package and voucher (whose date
    // rules are checked again: a voucher that does not allow the new date refuses the move).
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: deps.actorId,
        action: 'changedate',
        changes: changedFields(
          {
            StartDate: r.start_date,
            EndDate: r.end_date,
            StartMinutes: r.start_minutes,
            EndMinutes: r.end_minutes,
            TotalInclTax: centsToEuros(r.total_incl_cents),
          },
          {
            StartDate: period.start_date,
            EndDate: period.end_date,
            StartMinutes: period.start_minutes,
            EndMinutes: period.end_minutes,
            TotalInclTax: centsToEuros(after.total_incl_cents),
          },
          ['StartDate', 'EndDate', 'StartMinutes', 'EndMinutes', 'TotalInclTax'],
        ),
      },
      deps.now,
    );
    const booker = await bookerContact(trx, r.id);
    if (booker?.email) {
      const nl = localeOfLanguageId(r.language_id) === 'nl';
      const when = `${period.start_date}${period.end_date !== period.start_date ? ` – ${period.end_date}` : ''}, ${minutesToTime(period.start_minutes)}–${minutesToTime(period.end_minutes)}`;
      await enqueueMail(
        trx,
        {
          kind: 'reservation-changed',
          toEmail: booker.email,
          toName: booker.name,
          languageId: r.language_id,
          subject: nl ? `Reservering #${r.id} verplaatst` : `Reservation #${r.id} moved`,
          text: nl
            ? `Beste ${booker.name},\n\nJe reservering #${r.id} is verplaatst naar ${when}.`
            : `Dear ${booker.name},\n\nYour reservation #${r.id} has moved to ${when}.`,
          reservationId: r.id,
          profileId: r.profile_id,
        },
        deps.now,
      );
    }
  });
}
