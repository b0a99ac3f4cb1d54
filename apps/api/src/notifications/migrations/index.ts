import type { Migration } from 'kysely';
import * as notifications from './20261127T1200-notifications.ts';

/** The notifications area's migrations (named `<UTC yyyymmddThhmm>-<what>`). */
export const notificationsMigrations: Record<string, Migration> = {
  '20261127T1200-notifications': notifications,
};
