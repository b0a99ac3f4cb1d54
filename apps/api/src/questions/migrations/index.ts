import type { Migration } from 'kysely';
import * as questions from './20261201T0900-questions.ts';

/** The questions area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const questionsMigrations: Record<string, Migration> = {
  '20261201T0900-questions': questions,
};
