import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the groups area's reads and commands need: the database, the clock, the site's address. */
export interface GroupDeps {
  db: Kysely<DB>;
  now: Date;
  publicUrl: string;
}
