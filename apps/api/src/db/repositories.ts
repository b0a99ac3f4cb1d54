import { createAccountRepository } from '../accounts/account.queries.ts';
import { createBillingRepository } from '../accounts/billing.queries.ts';
import { createSessionRepository } from '../kernel/access/session.queries.ts';
import { createLocationRepository } from '../locations/location.queries.ts';
import { createOpeningHoursRepository } from '../locations/opening-hours.queries.ts';
import { createSpaceRepository } from '../locations/space.queries.ts';
import { createReferenceRepository } from '../reference/reference.queries.ts';
import { occupancyQueries, type Period } from '../reservations/index.ts';
import { createAvailabilityRepository } from '../search/availability.queries.ts';
import { createSearchRepository } from '../search/search.queries.ts';
import type { Database } from './connect.ts';

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
    /** In transit: search still asks here; it moves to reservations/index.ts (occupancyQueries) with search. */
    reservations: {
      hasWorkspaceOverlap: (profileId: number, period: Period) =>
        occupancyQueries.hasWorkspaceOverlap(database.db, profileId, period),
    },
    sessions: createSessionRepository(database.db),
    spaces: createSpaceRepository(database.db),
    openingHours: createOpeningHoursRepository(database.db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
