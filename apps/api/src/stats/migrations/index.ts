import type { Migration } from 'kysely';
import * as indexes from './20261128T0900-stats-indexes.ts';
import * as platformIndexes from './20261128T0930-stats-platform-indexes.ts';

/** The statistics area's migrations (indexes only: it has no tables of its own). */
export const statsMigrations: Record<string, Migration> = {
  '20261128T0900-stats-indexes': indexes,
  '20261128T0930-stats-platform-indexes': platformIndexes,
};
