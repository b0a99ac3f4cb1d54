import { defineArea } from '../kernel/area.ts';
import { guestReservationRoutes } from './guest-reservation.routes.ts';
import { reminderJob } from './reminder-job.ts';
import { reservationAccess } from './reservation.access.ts';
import { calendarFeedRoutes, reservationRoutes } from './reservation.routes.ts';
import { reservationCopyRoutes } from './reservation-copy.routes.ts';
import { reservationEditRoutes } from './reservation-edit.routes.ts';
import { reservationLinesRoutes } from './reservation-lines.routes.ts';
import { attachGuestBookings } from './subscribers/attach-guest-bookings.ts';
import { cancellationMail } from './subscribers/cancellation-mail.ts';
import { commentNotice } from './subscribers/comment-notice.ts';
import { confirmationMail } from './subscribers/confirmation-mail.ts';
import { dateChangedMail } from './subscribers/date-changed-mail.ts';
import { reminderMail } from './subscribers/reminder-mail.ts';

/** The reservations area: its calls, its mails, and reservations as items comments can be about. */
export const reservationsArea = defineArea({
  name: 'reservations',
  routes: async (app) => {
    await app.register(reservationRoutes);
    await app.register(reservationEditRoutes);
    await app.register(reservationLinesRoutes);
    await app.register(reservationCopyRoutes);
    await app.register(guestReservationRoutes);
    await app.register(reminderJob);
  },
  rootRoutes: calendarFeedRoutes,
  subscribers: [
    confirmationMail,
    cancellationMail,
    dateChangedMail,
    attachGuestBookings,
    commentNotice,
    reminderMail,
  ],
  itemTypes: [{ name: 'reservation', read: reservationAccess.read }],
});
