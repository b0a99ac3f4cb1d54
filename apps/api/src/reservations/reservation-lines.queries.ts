import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationOptionsTable, ReservationSpacesTable } from '../db/schema-booking.ts';

export type ReservationSpaceRow = Selectable<ReservationSpacesTable>;
export type ReservationOptionRow = Selectable<ReservationOptionsTable>;
/** A booked space as it is written: everything but its ids and flags. */
export type NewSpaceLine = Omit<Insertable<ReservationSpacesTable>, 'id' | 'reservation_id'>;

/** Which option line an entry means: an option, for the whole booking or one booked space, at a time or not. */
export interface LineKey {
  optionId: number;
  spaceId: number | null;
  startMinutes: number | null;
}

/** A program item as it is stored (its rank is its place in the list). */
export interface ProgramValues {
  StartMinutes: number;
  EndMinutes: number;
  Title: string;
  Description: string | null;
}

/** The SQL of a reservation's lines: its booked spaces, its option lines and its program. */
export const reservationLineQueries = {
  /** Every booked space of a reservation (cancelled ones too), in the order they were booked. */
  spaces(db: Kysely<DB>, reservationId: number): Promise<ReservationSpaceRow[]> {
    return db
      .selectFrom('reservation_spaces')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  },

  async insertSpace(db: Kysely<DB>, reservationId: number, line: NewSpaceLine): Promise<number> {
    const row = await db
      .insertInto('reservation_spaces')
      .values({ ...line, reservation_id: reservationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async updateSpace(
    db: Kysely<DB>,
    spaceLineId: number,
    changes: Updateable<ReservationSpacesTable>,
  ): Promise<void> {
    await db.updateTable('reservation_spaces').set(changes).where('id', '=', spaceLineId).execute();
  },

  /** Every option line of a reservation, in the order they were added. */
  options(db: Kysely<DB>, reservationId: number): Promise<ReservationOptionRow[]> {
    return db
      .selectFrom('reservation_options')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  },

  /**
   * The option lines with what the catalogue says of their option: its names and category (the
   * reservation's view) and its limits (to clamp the lines when the seats change).
   */
  optionsWithCatalogue(db: Kysely<DB>, reservationId: number) {
    return db
      .selectFrom('reservation_options as ro')
      .innerJoin('options as o', 'o.id', 'ro.option_id')
      .selectAll('ro')
      .select(['o.name_nl', 'o.name_en', 'o.category_id', 'o.max_amount', 'o.max_pp'])
      .where('ro.reservation_id', '=', reservationId)
      .orderBy('ro.id')
      .execute();
  },

  async insertOptions(
    db: Kysely<DB>,
    lines: readonly Omit<Insertable<ReservationOptionsTable>, 'id'>[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await db.insertInto('reservation_options').values(lines).execute();
  },

  async deleteOptions(db: Kysely<DB>, lineIds: readonly number[]): Promise<void> {
    if (lineIds.length === 0) return;
    await db.deleteFrom('reservation_options').where('id', 'in', lineIds).execute();
  },

  /** Replaces the line of a key (amount 0 removes it), with the total of amount x price. */
  async writeOption(
    db: Kysely<DB>,
    reservationId: number,
    key: LineKey,
    line: { amount: number; price_per_item_cents: number; tax_percentage: number } | null,
  ): Promise<void> {
    let remove = db
      .deleteFrom('reservation_options')
      .where('reservation_id', '=', reservationId)
      .where('option_id', '=', key.optionId);
    remove =
      key.spaceId === null
        ? remove.where('reservation_space_id', 'is', null)
        : remove.where('reservation_space_id', '=', key.spaceId);
    remove =
      key.startMinutes === null
        ? remove.where('start_minutes', 'is', null)
        : remove.where('start_minutes', '=', key.startMinutes);
    await remove.execute();
    if (line && line.amount > 0) {
      await reservationLineQueries.insertOptions(db, [
        {
          reservation_id: reservationId,
          option_id: key.optionId,
          reservation_space_id: key.spaceId,
          start_minutes: key.startMinutes,
          amount: line.amount,
          price_per_item_cents: line.price_per_item_cents,
          price_total_cents: line.amount * line.price_per_item_cents,
          tax_percentage: line.tax_percentage,
        },
      ]);
    }
  },

  /** The program in its order (by start time, then as entered). */
  program(db: Kysely<DB>, reservationId: number) {
    return db
      .selectFrom('reservation_program_items')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },

  async replaceProgram(
    db: Kysely<DB>,
    reservationId: number,
    items: readonly ProgramValues[],
  ): Promise<void> {
    await db.deleteFrom('reservation_program_items').where('reservation_id', '=', reservationId).execute();
    if (items.length === 0) return;
    await db
      .insertInto('reservation_program_items')
      .values(
        items.map((p, rank) => ({
          reservation_id: reservationId,
          start_minutes: p.StartMinutes,
          end_minutes: p.EndMinutes,
          title: p.Title,
          description: p.Description,
          rank,
        })),
      )
      .execute();
  },
};
