import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationNotesTable } from './hostbookings.schema.ts';

export type NoteRow = Selectable<ReservationNotesTable>;
export type NoteKind = NoteRow['kind'];
export type NoteSideValue = NoteRow['side'];
/** A note with its author's name. */
export type NamedNoteRow = NoteRow & { first_name: string | null; last_name: string | null };

const named = (db: Kysely<DB>) =>
  db
    .selectFrom('reservation_notes as n')
    .leftJoin('profiles as p', 'p.id', 'n.created_by')
    .selectAll('n')
    .select(['p.first_name', 'p.last_name']);

/** The SQL of the notes and to-dos (one table, `kind` tells them apart). */
export const noteQueries = {
  /** One side's notes or to-dos of a reservation (index: reservation, side, kind), oldest first. */
  list(db: Kysely<DB>, reservationId: number, side: NoteSideValue, kind: NoteKind): Promise<NamedNoteRow[]> {
    return named(db)
      .where('n.reservation_id', '=', reservationId)
      .where('n.side', '=', side)
      .where('n.kind', '=', kind)
      .orderBy('n.id')
      .execute();
  },

  byId(db: Kysely<DB>, id: number): Promise<NamedNoteRow | undefined> {
    return named(db).where('n.id', '=', id).executeTakeFirst();
  },

  async insert(
    db: Kysely<DB>,
    values: {
      reservationId: number;
      side: NoteSideValue;
      kind: NoteKind;
      text: string;
      done: boolean;
      dueDate: string | null;
      by: number;
    },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('reservation_notes')
      .values({
        reservation_id: values.reservationId,
        side: values.side,
        kind: values.kind,
        text: values.text,
        is_done: values.done ? 1 : 0,
        due_date: values.dueDate,
        created_by: values.by,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(
    db: Kysely<DB>,
    id: number,
    values: { text: string; done?: boolean; dueDate?: string | null },
    at: string,
  ): Promise<void> {
    await db
      .updateTable('reservation_notes')
      .set({
        text: values.text,
        ...(values.done === undefined ? {} : { is_done: values.done ? 1 : 0 }),
        ...(values.dueDate === undefined ? {} : { due_date: values.dueDate }),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  },

  async remove(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('reservation_notes').where('id', '=', id).execute();
  },
};
