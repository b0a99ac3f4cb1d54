import type { Migration } from 'kysely';
import * as chat from './20261201T1000-chat.ts';

/** The chat area's migrations (named `<UTC yyyymmddThhmm>-<what>`). */
export const chatMigrations: Record<string, Migration> = {
  '20261201T1000-chat': chat,
};
