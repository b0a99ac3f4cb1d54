import type { Migration } from 'kysely';
import * as stories from './20261127T0910-stories.ts';

/** The stories area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const storiesMigrations: Record<string, Migration> = {
  '20261127T0910-stories': stories,
};
