import type { Migration } from 'kysely';
import * as networkProfile from './20261201T1100-network-profile.ts';
import * as checkinsAndClicks from './20261201T1101-checkins-and-clicks.ts';

/** The people area's migrations (named `<UTC yyyymmddThhmm>-<what>`). */
export const peopleMigrations: Record<string, Migration> = {
  '20261201T1100-network-profile': networkProfile,
  '20261201T1101-checkins-and-clicks': checkinsAndClicks,
};
