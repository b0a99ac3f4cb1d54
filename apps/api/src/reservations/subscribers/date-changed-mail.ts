import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { reservationChangedMail } from '../mails/reservation-changed.ts';
import { reservationEvents } from '../reservation.events.ts';
import { mailContextOf } from './mail-context.ts';

/** Tells the booker that their reservation moved, and to when. */
export const dateChangedMail = subscribe(
  reservationEvents.dateChanged,
  'reservations.date-changed-mail',
  async (trx, event, ctx) => {
    const mail = await mailContextOf(trx, event.subjectId);
    if (!mail) return;
    const { reservation: r, booker, locale } = mail;
    const to = event.payload.To;
    await enqueueMail(
      trx,
      reservationChangedMail({
        locale,
        languageId: r.language_id,
        reservationId: r.id,
        profileId: r.profile_id,
        bookerName: booker.name,
        bookerEmail: booker.email,
        startDate: to.StartDate,
        endDate: to.EndDate,
        startMinutes: to.StartMinutes,
        endMinutes: to.EndMinutes,
      }),
      ctx.now,
    );
  },
);
