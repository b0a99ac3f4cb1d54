import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationExternalLinksTable } from '../db/schema-booking.ts';

export type ExternalLinkRow = Selectable<ReservationExternalLinksTable>;

/** The SQL of what a reservation links to: its external links, and the series it is in. */
export const reservationLinkQueries = {
  externalLinks(db: Kysely<DB>, reservationId: number): Promise<ExternalLinkRow[]> {
    return db
      .selectFrom('reservation_external_links')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  },

  externalLink(db: Kysely<DB>, reservationId: number, linkId: number): Promise<ExternalLinkRow | undefined> {
    return db
      .selectFrom('reservation_external_links')
      .selectAll()
      .where('id', '=', linkId)
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
  },

  insertExternalLink(
    db: Kysely<DB>,
    link: { reservationId: number; typeId: number; url: string; title: string | null },
    nowIso: string,
  ): Promise<ExternalLinkRow> {
    return db
      .insertInto('reservation_external_links')
      .values({
        reservation_id: link.reservationId,
        type_id: link.typeId,
        url: link.url,
        title: link.title,
        created_at: nowIso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async deleteExternalLink(db: Kysely<DB>, linkId: number): Promise<void> {
    await db.deleteFrom('reservation_external_links').where('id', '=', linkId).execute();
  },

  /** The reservations of a series by start. */
  seriesMembers(db: Kysely<DB>, seriesId: number) {
    return db
      .selectFrom('reservations')
      .select(['id', 'name', 'start_date', 'start_minutes', 'end_minutes', 'status_id'])
      .where('series_id', '=', seriesId)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
  },

  /** The ids of a series' reservations, lowest first. */
  async seriesIds(db: Kysely<DB>, seriesId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('reservations')
      .select('id')
      .where('series_id', '=', seriesId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** Puts a reservation in a series (or none), as a change of it at `nowIso`. */
  async setSeries(db: Kysely<DB>, reservationId: number, seriesId: number | null, nowIso: string) {
    await db
      .updateTable('reservations')
      .set({ series_id: seriesId, updated_at: nowIso })
      .where('id', '=', reservationId)
      .execute();
  },

  /** Gives every reservation of a series another series id. */
  async renameSeries(db: Kysely<DB>, from: number, to: number): Promise<void> {
    await db.updateTable('reservations').set({ series_id: to }).where('series_id', '=', from).execute();
  },
};
