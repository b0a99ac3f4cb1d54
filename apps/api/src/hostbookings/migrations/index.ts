import type { Migration } from 'kysely';
import * as checkinsAndNotes from './20261126T0630-checkins-and-notes.ts';

/** The host-bookings area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const hostBookingsMigrations: Record<string, Migration> = {
  '20261126T0630-checkins-and-notes': checkinsAndNotes,
};
