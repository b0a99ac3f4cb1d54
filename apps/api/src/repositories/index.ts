import type { Database } from '../db/connect.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createLocationRepository } from './location.repository.ts';
import { createOpeningHoursRepository } from './opening-hours.repository.ts';
import { createReferenceRepository } from './reference.repository.ts';
import { createReservationRepository } from './reservation.repository.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSessionRepository } from './session.repository.ts';
import { createSpaceRepository } from './space.repository.ts';

/** Every repository over one database; routes and commands reach SQL only through these. */
export function createRepositories(database: Database) {
  return {
    engine: database.engine,
    /** The query builder itself, for services that run several repositories in one transaction. */
    db: database.db,
    reference: createReferenceRepository(database.db),
    accounts: createAccountRepository(database.db),
    billing: createBillingRepository(database.db),
    locations: createLocationRepository(database.db),
    availability: createAvailabilityRepository(database.db),
    searches: createSearchRepository(database.db),
    reservations: createReservationRepository(database.db),
    sessions: createSessionRepository(database.db),
    spaces: createSpaceRepository(database.db),
    openingHours: createOpeningHoursRepository(database.db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
