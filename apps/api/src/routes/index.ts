import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { availabilityRoutes } from './availability/availability.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { locationRoutes } from './location/location.routes.ts';
import { locationReadRoutes } from './location/location-read.routes.ts';
import { openingHourRoutes } from './openinghour/openinghour.routes.ts';
import { billingRoutes } from './profile/billing.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { calendarFeedApiRoutes } from './reservation/calendar-feed.routes.ts';
import { reservationRoutes } from './reservation/reservation.routes.ts';
import { workspaceOverlapRoutes } from './reservation/workspace-overlap.routes.ts';
import { autocompleteRoutes } from './search/autocomplete.routes.ts';
import { meetingTypeSearchRoutes } from './search/meetingtype.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { spaceRoutes } from './space/space.routes.ts';

/** Every call of the catalogue, mounted under /api. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(referenceRoutes);
  await app.register(locationRoutes);
  await app.register(availabilityRoutes);
  await app.register(searchRoutes);
  await app.register(locationReadRoutes);
  await app.register(spaceRoutes);
  await app.register(openingHourRoutes);
  await app.register(autocompleteRoutes);
  await app.register(meetingTypeSearchRoutes);
  await app.register(workspaceOverlapRoutes);
  await app.register(cartRoutes);
  await app.register(billingRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(reservationRoutes);
  await app.register(calendarFeedApiRoutes);
};
