import type { Migration } from 'kysely';
import * as groups from './20261127T0900-groups.ts';

/** The groups area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const groupsMigrations: Record<string, Migration> = {
  '20261127T0900-groups': groups,
};
