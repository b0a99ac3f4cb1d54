import { defineArea } from '../kernel/area.ts';
import { calendarFeedApiRoutes, calendarFeedRoutes } from './calendar-feed.routes.ts';
import { reservationAccess } from './reservation.access.ts';
import { reservationRoutes } from './reservation.routes.ts';
import { reservationCopyRoutes } from './reservation-copy.routes.ts';
import { reservationEditRoutes } from './reservation-edit.routes.ts';
import { reservationLinesRoutes } from './reservation-lines.routes.ts';
import { reservationVoucherRoutes } from './reservation-voucher.routes.ts';
import { workspaceOverlapRoutes } from './workspace-overlap.routes.ts';

/** The reservations area: its calls, and reservations as items comments can be about. */
export const reservationsArea = defineArea({
  name: 'reservations',
  routes: async (app) => {
    await app.register(reservationRoutes);
    await app.register(reservationEditRoutes);
    await app.register(reservationLinesRoutes);
    await app.register(reservationVoucherRoutes);
    await app.register(reservationCopyRoutes);
    await app.register(workspaceOverlapRoutes);
    await app.register(calendarFeedApiRoutes);
  },
  rootRoutes: calendarFeedRoutes,
  itemTypes: [{ name: 'reservation', read: reservationAccess.read }],
});
