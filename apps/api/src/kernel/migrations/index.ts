import type { Migration } from 'kysely';
import * as events from './20261125T1700-events.ts';
import * as occupancyByLocation from './20261125T2300-occupancy-by-location.ts';
import * as catalogueChanges from './20261126T0630-catalogue-changes.ts';

/** The kernel's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const kernelMigrations: Record<string, Migration> = {
  '20261125T1700-events': events,
  '20261125T2300-occupancy-by-location': occupancyByLocation,
  '20261126T0630-catalogue-changes': catalogueChanges,
};
