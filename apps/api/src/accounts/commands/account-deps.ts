import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the account commands need. */
export interface AccountDeps {
  db: Kysely<DB>;
  now: Date;
  /** The site's public address, for links in mails (e.g. http://localhost:3000). */
  publicUrl: string;
}
