import type { Kysely } from 'kysely';
import { profileIdOfCalendarKey, renewCalendarKey } from './accounts/index.ts';
import type { DB } from './db/schema.ts';
import { sessionQueries } from './kernel/access/session.queries.ts';
import { findSearchByKey } from './search/index.ts';

/**
 * What areas moved in another branch (carts, reservations and their tests) still read through
 * `app.repos` after search, accounts and the sessions left the aggregator: each a line over the
 * query modules. Delete this file and its line in app.ts once nothing reads these names.
 */
export function reposInTransit(db: Kysely<DB>) {
  return {
    sessions: {
      issue: (profileId: number, channelId: number, now: Date) =>
        sessionQueries.issue(db, profileId, channelId, now),
    },
    searches: { findByKey: (key: string) => findSearchByKey(db, key) },
    accounts: {
      renewCalendarKey: (profileId: number) => renewCalendarKey(db, { profileId }),
      byCalendarKey: (key: string) => profileIdOfCalendarKey(db, key),
    },
  };
}
export type ReposInTransit = ReturnType<typeof reposInTransit>;
