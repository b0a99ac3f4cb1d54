import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the cart commands need. */
export interface CartDeps {
  db: Kysely<DB>;
  now: Date;
  /** Signs and checks the search's quotes. */
  quoteSecret: string;
  /** Fault injection for tests: runs inside the finalize transaction, after every write, before commit. */
  beforeFinalizeCommit?: () => Promise<void> | void;
}
