import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Marks bookings or holds changed. Call it inside the transaction that changes them, so no process
 * can serve a cached answer that predates the change once it is committed.
 */
export async function bumpOccupancyVersion(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('occupancy_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/**
 * Runs `work` as the only writer of holds and bookings: the transaction starts by bumping the
 * occupancy version, which takes SQLite's write lock and PostgreSQL's row lock on that one row,
 * so concurrent selects and finalizes (in any process) run one after the other, each seeing what
 * the previous one committed. The bump also retires every cached search answer.
 */
export function withBookingLock<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await bumpOccupancyVersion(trx);
    return work(trx);
  });
}

/** Tables whose rows are held with `lockRow`, and the column the no-op write touches. */
const TOUCHED = {
  reservations: 'updated_at',
  profiles: 'updated_at',
  carts: 'last_step',
} as const satisfies { [T in keyof DB]?: keyof DB[T] & string };

/**
 * Holds one row for the rest of the transaction with a no-op write (PostgreSQL's row lock, SQLite's
 * write lock), so two changes of the same thing never interleave and each sees the other's result.
 * Call it first in the transaction, then read the row. Returns whether the row exists.
 */
export async function lockRow<T extends keyof typeof TOUCHED>(
  trx: Kysely<DB>,
  table: T,
  where: { column: 'id' | 'key'; value: number | string },
): Promise<boolean> {
  const touched = sql.ref(TOUCHED[table]);
  const result =
    await sql`update ${sql.table(table)} set ${touched} = ${touched} where ${sql.ref(where.column)} = ${where.value}`.execute(
      trx,
    );
  return Number(result.numAffectedRows ?? 0) > 0;
}
