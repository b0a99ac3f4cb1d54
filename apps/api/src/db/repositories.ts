import { createReservationRepository } from '../reservations/reservation.queries.ts';
import type { Database } from './connect.ts';

/** Every repository over one database; routes and commands reach SQL only through these. */
export function createRepositories(database: Database) {
  return {
    engine: database.engine,
    /** The query builder itself, for services that run several repositories in one transaction. */
    db: database.db,
    reservations: createReservationRepository(database.db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
