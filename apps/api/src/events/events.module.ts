import { defineArea } from '../kernel/area.ts';
import { eventRoutes } from './event.routes.ts';
import { eventCalendarSource } from './event-ics.ts';
import { expiryJob } from './expiry-job.ts';
import { registrationRoutes } from './registration.routes.ts';
import { EVENT_SUBSCRIBERS } from './subscribers/index.ts';

/** The events area: events and their organizers, registrations, tickets, check-in, participants. */
export const eventsArea = defineArea({
  name: 'events',
  routes: async (app) => {
    await app.register(eventRoutes);
    await app.register(registrationRoutes);
    await app.register(expiryJob);
  },
  subscribers: EVENT_SUBSCRIBERS,
  calendarSources: [eventCalendarSource],
});
