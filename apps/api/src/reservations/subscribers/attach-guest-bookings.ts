import { accountEvents } from '../../accounts/index.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import { reservationQueries } from '../reservation.queries.ts';

/**
 * Once a member has proved their e-mail address, the reservations booked without an account whose
 * booker has that address become theirs (my reservations lists them), each with a revision.
 * Reservations of another account are never moved.
 */
export const attachGuestBookings = subscribe(
  accountEvents.emailVerified,
  'reservations.attach-guest-bookings',
  async (trx, event, ctx) => {
    const ids = await reservationQueries.unclaimedOfBookerEmail(trx, event.payload.Email);
    for (const id of ids) {
      if ((await reservationQueries.claim(trx, [id], event.subjectId, ctx.now.toISOString())) === 0) continue;
      await recordRevision(
        trx,
        {
          reservationId: id,
          profileId: event.subjectId,
          action: 'attach-account',
          changes: [{ Field: 'ProfileId', From: null, To: event.subjectId }],
        },
        ctx.now,
      );
    }
  },
);
