import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { reservationCancelledMail } from '../mails/reservation-cancelled.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { mailContextOf } from './mail-context.ts';

/** Tells the booker that their reservation is cancelled, why, and what it costs. */
export const cancellationMail = subscribe(
  reservationEvents.cancelled,
  'reservations.cancelled-mail',
  async (trx, event, ctx) => {
    const mail = await mailContextOf(trx, event.subjectId);
    if (!mail) return;
    const { reservation: r, booker, locale } = mail;
    const location = await reservationQueries.location(trx, r.location_id);
    const c = event.payload;
    await enqueueMail(
      trx,
      reservationCancelledMail({
        locale,
        languageId: r.language_id,
        reservationId: r.id,
        profileId: r.profile_id,
        bookerName: booker.name,
        bookerEmail: booker.email,
        locationName: location.name,
        startDate: c.StartDate,
        reasonType: c.ReasonType,
        reason: c.Reason,
        feePercentage: c.FeePercentage,
        feeCents: c.FeeCents,
      }),
      ctx.now,
    );
  },
);
