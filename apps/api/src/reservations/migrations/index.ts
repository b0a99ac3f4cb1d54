import type { Migration } from 'kysely';
import * as reservationOrigin from './20261126T1000-reservation-origin.ts';
import * as reservationReminders from './20261201T0800-reservation-reminders.ts';

/** The reservations area's own migrations (its tables are in the core history `0001`–`0020`). */
export const reservationsMigrations: Record<string, Migration> = {
  '20261126T1000-reservation-origin': reservationOrigin,
  '20261201T0800-reservation-reminders': reservationReminders,
};
