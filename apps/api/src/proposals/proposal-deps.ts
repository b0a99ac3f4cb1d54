import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { localDate } from '../kernel/local-time.ts';
import type { Catalogue } from '../search/index.ts';

/** The platform's day: tenders and proposals count days in Amsterdam, as the locations do. */
export const PLATFORM_TIME_ZONE = 'Europe/Amsterdam';

/** What the area's reads and commands need: the database and the clock. */
export interface ProposalDeps {
  db: Kysely<DB>;
  now: Date;
}

/** What deciding whether spaces are free needs too: the search's catalogue. */
export interface ProposalPeriodDeps extends ProposalDeps {
  catalogue: Catalogue;
}

/** The platform's local day of an instant (yyyy-MM-dd). */
export function todayOf(now: Date): string {
  return localDate(now, PLATFORM_TIME_ZONE);
}
