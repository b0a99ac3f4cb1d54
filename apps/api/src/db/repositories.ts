import { createAccountRepository } from '../accounts/account.queries.ts';
import { createBillingRepository } from '../accounts/billing.queries.ts';
import { createReservationRepository } from '../reservations/reservation.queries.ts';
import type { Database } from './connect.ts';

/** Every repository over one database; routes and commands reach SQL only through these. */
export function createRepositories(database: Database) {
  return {
    engine: database.engine,
    /** The query builder itself, for services that run several repositories in one transaction. */
    db: database.db,
    accounts: createAccountRepository(database.db),
    billing: createBillingRepository(database.db),
    reservations: createReservationRepository(database.db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
