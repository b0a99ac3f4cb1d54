import type { Migration } from 'kysely';
import * as jeWording from './20261125T2030-je-wording.ts';

/** The reference area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const referenceMigrations: Record<string, Migration> = {
  '20261125T2030-je-wording': jeWording,
};
