import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How many versions of the change log the writers keep; a reader further behind reloads everything. */
export const OCCUPANCY_LOG_KEPT = 20_000;

/**
 * Stamps a change of bookings or holds at these locations: bumps the global occupancy version and
 * logs the locations under the new version. Call it last in the transaction that changed them
 * (`withBookingLock` does): the version row stays locked only until the commit right after, so
 * versions are given in commit order and a reader that sees version v has every change up to v.
 * Returns the new version.
 */
export async function markOccupancyChanged(db: Kysely<DB>, locationIds: Iterable<number>): Promise<number> {
  const { version } = await db
    .updateTable('occupancy_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const ids = [...new Set(locationIds)];
  if (ids.length > 0) {
    await db
      .insertInto('occupancy_changes')
      .values(ids.map((location_id) => ({ version, location_id })))
      .execute();
  }
  // Keep the log short: once per 1,000 versions, drop what no live reader needs.
  if (version % 1_000 === 0) {
    await db
      .deleteFrom('occupancy_changes')
      .where('version', '<', version - OCCUPANCY_LOG_KEPT)
      .execute();
  }
  return version;
}

/** What a booking transaction can add to its scope. */
export interface OccupancyScope {
  /**
   * Marks another location's occupancy changed without locking it: for changes that only free
   * space there (giving up an earlier hold), which cannot overbook it.
   */
  changed(locationId: number): void;
}

/**
 * Runs `work` as the only writer of holds and bookings at these locations: the transaction first
 * locks each location's `occupancy_locations` row (in id order; SQLite's write lock, PostgreSQL's
 * row locks), so changes at one location run one after the other, each seeing what the previous
 * one committed, while changes at other locations proceed in parallel. Before it commits, the
 * change is stamped (`markOccupancyChanged`): search processes reload those locations' occupancy,
 * and cached answers about other locations stay valid.
 */
export function withBookingLock<T>(
  db: Kysely<DB>,
  locationIds: readonly number[],
  work: (trx: Kysely<DB>, scope: OccupancyScope) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const locked = [...new Set(locationIds)].sort((a, b) => a - b);
    if (locked.length > 0) {
      await trx
        .insertInto('occupancy_locations')
        .values(locked.map((location_id) => ({ location_id, version: 0 })))
        .onConflict((oc) =>
          oc.column('location_id').doUpdateSet((eb) => ({ version: eb.ref('occupancy_locations.version') })),
        )
        .execute();
    }
    const touched = new Set(locked);
    const result = await work(trx, { changed: (id) => touched.add(id) });
    await markOccupancyChanged(trx, touched);
    return result;
  });
}

/** Tables whose rows are held with `lockRow`, and the column the no-op write touches. */
const TOUCHED = {
  reservations: 'updated_at',
  profiles: 'updated_at',
  carts: 'last_step',
  vouchers: 'code',
  payments: 'updated_at',
  wallets: 'currency_iso',
  locations: 'updated_at',
  event_listings: 'updated_at',
  network_groups: 'updated_at',
} as const satisfies { [T in keyof DB]?: keyof DB[T] & string };

/**
 * Holds one row for the rest of the transaction with a no-op write (PostgreSQL's row lock, SQLite's
 * write lock), so two changes of the same thing never interleave and each sees the other's result.
 * Call it first in the transaction, then read the row. Returns whether the row exists.
 */
export async function lockRow<T extends keyof typeof TOUCHED>(
  trx: Kysely<DB>,
  table: T,
  where: { column: 'id' | 'key' | 'address'; value: number | string },
): Promise<boolean> {
  const touched = sql.ref(TOUCHED[table]);
  const result =
    await sql`update ${sql.table(table)} set ${touched} = ${touched} where ${sql.ref(where.column)} = ${where.value}`.execute(
      trx,
    );
  return Number(result.numAffectedRows ?? 0) > 0;
}
