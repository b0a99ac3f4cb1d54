import { type Kysely, sql } from 'kysely';

/**
 * The platform's figures (an administrator's "all") read a year of every search, reservation and
 * booked line: indexes that cover what they add up, in the order they group them, so they are read
 * from an index alone and without a sort: searches by their UTC hour (an index on the expression
 * the query groups by), reservations by start day and status, the lines by their days; carts by
 * time for the platform's funnel. They replace the plain time indexes of searches and reservations
 * (20261128T0900), which made the platform's year sort two million searches.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('searches_created_at_idx').ifExists().execute();
  await db.schema.dropIndex('reservations_start_date_idx').ifExists().execute();
  await sql`create index if not exists searches_stats_hour_idx on searches (substr(created_at, 1, 13), last_step, made_reservation, widget_id, profile_id, created_at)`.execute(
    db,
  );
  const indexes: [string, string, string[]][] = [
    ['carts_created_at_idx', 'carts', ['created_at']],
    [
      'reservations_stats_day_idx',
      'reservations',
      ['start_date', 'status_id', 'total_seats', 'total_excl_cents', 'total_incl_cents'],
    ],
    [
      'reservation_spaces_stats_day_idx',
      'reservation_spaces',
      ['start_date', 'end_date', 'is_cancelled', 'seats', 'space_id', 'reservation_id'],
    ],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
}
