import type { NoteSide } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { requireNoteSide } from '../hostbookings.access.ts';
import { type NamedNoteRow, type NoteKind, noteQueries } from '../notes.queries.ts';

// Adding, changing and deleting a note or a to-do (one table, `kind` tells them apart). Anyone of a
// side keeps that side's list (a host's co-managers share theirs); the other side never sees it.

export interface NoteDeps {
  db: Kysely<DB>;
  now: Date;
}

/** What a note or to-do is written with (a note has no done mark or due date). */
export interface NoteValues {
  Text: string;
  Done?: boolean;
  DueDate?: string | null;
}

const notFound = (kind: NoteKind) =>
  AppError.notFound(kind === 'note' ? 'Note not found' : 'To-do not found');

/** `POST /v1/reservation/{id}/note|todo`: a new one on the caller's side; returns its row. */
export async function addNote(
  deps: NoteDeps,
  actor: Actor,
  target: { reservationId: number; kind: NoteKind; side: NoteSide | undefined },
  values: NoteValues,
): Promise<NamedNoteRow> {
  const { side } = await requireNoteSide({ db: deps.db }, actor, target.reservationId, target.side);
  const id = await noteQueries.insert(
    deps.db,
    {
      reservationId: target.reservationId,
      side,
      kind: target.kind,
      text: values.Text,
      done: values.Done ?? false,
      dueDate: target.kind === 'todo' ? (values.DueDate ?? null) : null,
      by: actor.profileId,
    },
    deps.now.toISOString(),
  );
  return (await noteQueries.byId(deps.db, id)) as NamedNoteRow;
}

/**
 * The note or to-do `id` of the reservation on the caller's side: 404 when it is not there, is of
 * another reservation or kind, or of the other side (which is never revealed).
 */
async function ownNote(
  deps: NoteDeps,
  actor: Actor,
  target: { reservationId: number; id: number; kind: NoteKind; side: NoteSide | undefined },
): Promise<NamedNoteRow> {
  const { side } = await requireNoteSide({ db: deps.db }, actor, target.reservationId, target.side);
  const row = await noteQueries.byId(deps.db, target.id);
  if (!row || row.reservation_id !== target.reservationId || row.kind !== target.kind || row.side !== side) {
    throw notFound(target.kind);
  }
  return row;
}

/** `PUT /v1/reservation/{id}/note|todo/{noteId}`: new text (and a to-do's done mark and due date). */
export async function updateNote(
  deps: NoteDeps,
  actor: Actor,
  target: { reservationId: number; id: number; kind: NoteKind; side: NoteSide | undefined },
  values: NoteValues,
): Promise<NamedNoteRow> {
  await ownNote(deps, actor, target);
  await noteQueries.update(
    deps.db,
    target.id,
    target.kind === 'todo'
      ? { text: values.Text, done: values.Done, dueDate: values.DueDate }
      : { text: values.Text },
    deps.now.toISOString(),
  );
  return (await noteQueries.byId(deps.db, target.id)) as NamedNoteRow;
}

/** `DELETE /v1/reservation/{id}/note|todo/{noteId}`. */
export async function removeNote(
  deps: NoteDeps,
  actor: Actor,
  target: { reservationId: number; id: number; kind: NoteKind; side: NoteSide | undefined },
): Promise<boolean> {
  await ownNote(deps, actor, target);
  await noteQueries.remove(deps.db, target.id);
  return true;
}
