import type { NoteSide, ReservationNote, ReservationTodo } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import { requireNoteSide } from './hostbookings.access.ts';
import { presentNote, presentTodo, todoOrder } from './notes.presenter.ts';
import { noteQueries } from './notes.queries.ts';

/** `GET /v1/reservation/{id}/note`: the caller's side's notes, oldest first. */
export async function notesOf(
  db: Kysely<DB>,
  actor: Actor,
  reservationId: number,
  asked: NoteSide | undefined,
): Promise<ReservationNote[]> {
  const { side } = await requireNoteSide({ db }, actor, reservationId, asked);
  return (await noteQueries.list(db, reservationId, side, 'note')).map(presentNote);
}

/** `GET /v1/reservation/{id}/todo`: the caller's side's to-dos, open ones first by due date. */
export async function todosOf(
  db: Kysely<DB>,
  actor: Actor,
  reservationId: number,
  asked: NoteSide | undefined,
): Promise<ReservationTodo[]> {
  const { side } = await requireNoteSide({ db }, actor, reservationId, asked);
  return (await noteQueries.list(db, reservationId, side, 'todo')).map(presentTodo).sort(todoOrder);
}
