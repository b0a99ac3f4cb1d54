import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Catalogue } from '../../search/index.ts';

/** What the reservation commands need: the database and the clock. */
export interface ReservationDeps {
  db: Kysely<DB>;
  now: Date;
}

/** Commands that decide whether spaces are free in a period also need the search's catalogue. */
export interface PeriodDeps extends ReservationDeps {
  catalogue: Catalogue;
}
