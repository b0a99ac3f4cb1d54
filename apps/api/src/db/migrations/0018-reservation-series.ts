import type { Kysely } from 'kysely';
import { addIndexes } from './helpers.ts';

/**
 * `reservations.series_id`: reservations a member linked into one series (a copy with
 * `LinkToSeries`, or `POST /v1/reservation/{id}/link`) share the id of the series' first
 * reservation, which carries its own id too. Null: not part of a series.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('series_id', 'integer', (c) => c.references('reservations.id').onDelete('set null'))
    .execute();
  await addIndexes(db, 'reservations', [['series_id']]);
}
