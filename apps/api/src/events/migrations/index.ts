import type { Migration } from 'kysely';
import * as events from './20261126T1400-events.ts';
import * as eventName from './20261126T1500-event-name.ts';

/** The events area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const eventsMigrations: Record<string, Migration> = {
  '20261126T1400-events': events,
  '20261126T1500-event-name': eventName,
};
