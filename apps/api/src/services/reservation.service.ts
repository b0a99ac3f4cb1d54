import {
  CANCEL_REASON_LABELS,
  type CancelReason,
  cancellationFee,
  cancellationFeeCents,
  centsToEuros,
  formatMoney,
  LanguageId,
  type Locale,
  PROFILE_RESERVATIONS_STATUS_ID,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationsTable } from '../db/schema-booking.ts';
import { AppError } from '../errors/app-error.ts';
import { enqueueMail } from '../repositories/outbox.repository.ts';
import { isReservationLocked } from './booking-view.ts';
import { withBookingLock } from './cart.service.ts';

type ReservationRow = Selectable<ReservationsTable>;
const localeOf = (languageId: number): Locale => (languageId === LanguageId.nl ? 'nl' : 'en');
const asLocalDateTime = (date: string) => `${date}T00:00:00`;

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
      StartDate: asLocalDateTime(r.start_date),
      EndDate: asLocalDateTime(r.end_date),
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
  deps: { db: Kysely<DB>; now: Date },
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
    const booker = await trx
      .selectFrom('reservation_contacts')
      .select(['name', 'email'])
      .where('reservation_id', '=', r.id)
      .where('type_id', '=', 1)
      .executeTakeFirst();
    const location = await trx
      .selectFrom('locations')
      .select('name')
      .where('id', '=', r.location_id)
      .executeTakeFirstOrThrow();
    if (booker?.email) {
      const locale = localeOf(r.language_id);
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
