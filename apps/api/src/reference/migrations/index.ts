import type { Migration } from 'kysely';
import * as jeWording from './20261125T2030-je-wording.ts';
import * as eventTerms from './20261126T1500-event-terms.ts';

/** The reference area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const referenceMigrations: Record<string, Migration> = {
  '20261125T2030-je-wording': jeWording,
  '20261126T1500-event-terms': eventTerms,
};
