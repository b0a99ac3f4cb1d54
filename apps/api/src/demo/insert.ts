import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// Batched inserts: one statement per chunk keeps both engines well below their bind-parameter
// limits (SQLite 32766, PostgreSQL 65535) while avoiding a round trip per row.

const CHUNK_SIZE = 500;

/** Tables with a generated integer id. */
type TableWithId = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB];

/** Inserts rows in chunks. */
export async function insertRows<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
) {
  for (let from = 0; from < rows.length; from += CHUNK_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(from, from + CHUNK_SIZE) as never)
      .execute();
  }
}

/** Inserts rows in chunks and returns their new ids, in the order of `rows`. */
export async function insertReturningIds<T extends TableWithId>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += CHUNK_SIZE) {
    const result = (await db
      .insertInto(table)
      .values(rows.slice(from, from + CHUNK_SIZE) as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...result.map((row) => Number(row.id)));
  }
  if (ids.length !== rows.length)
    throw new Error(`inserted ${rows.length} ${table} but got ${ids.length} ids`);
  return ids;
}

/** The id at `index`, or an error naming what was missing (never silently undefined). */
export function idAt(ids: readonly number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no ${what} id at index ${index}`);
  return id;
}

/** The id at `[outer][inner]` of per-location id lists, or an error. */
export function nestedIdAt(
  ids: readonly (readonly number[])[],
  outer: number,
  inner: number,
  what: string,
): number {
  return idAt(ids[outer] ?? [], inner, what);
}
