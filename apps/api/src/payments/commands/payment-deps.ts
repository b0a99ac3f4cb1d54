import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Providers } from '../providers/index.ts';

/** What a payment command needs: the database, the clock, the providers and the site's address. */
export interface PaymentDeps {
  db: Kysely<DB>;
  now: Date;
  providers: Providers;
  publicUrl: string;
}
