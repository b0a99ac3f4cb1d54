import type { Migration } from 'kysely';
import * as widgets from './20261126T0700-widgets.ts';

/** The widgets area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const widgetsMigrations: Record<string, Migration> = {
  '20261126T0700-widgets': widgets,
};
