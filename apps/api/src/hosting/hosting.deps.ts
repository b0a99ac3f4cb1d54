import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What the host area's commands need from the app. */
export interface HostDeps {
  db: Kysely<DB>;
  now: Date;
  /** Where uploads are stored (served at /uploads/). */
  uploadDir: string;
  /** The site's address (links in mails). */
  publicUrl: string;
  /** Tells this process's catalogue copy and location index to reload (after a commit). */
  catalogueChanged: () => void;
}
