import { defineArea } from '../kernel/area.ts';
import { hostBookingRoutes } from './hostbookings.routes.ts';

/** The host-bookings area: the calendar of a host's locations, check-in, both sides' notes and to-dos. */
export const hostBookingsArea = defineArea({
  name: 'hostbookings',
  routes: hostBookingRoutes,
});
