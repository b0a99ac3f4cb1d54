import type { Migration } from 'kysely';
import * as uploadedImages from './20261126T1400-uploaded-images.ts';

/** The uploads area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const uploadsMigrations: Record<string, Migration> = {
  '20261126T1400-uploaded-images': uploadedImages,
};
