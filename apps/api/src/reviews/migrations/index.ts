import type { Migration } from 'kysely';
import * as reviews from './20261128T0900-reviews.ts';

/** The reviews area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const reviewsMigrations: Record<string, Migration> = {
  '20261128T0900-reviews': reviews,
};
