import type { ReservationNote, ReservationTodo } from '@meetspace/domain';
import type { NamedNoteRow } from './notes.queries.ts';

const author = (r: NamedNoteRow) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();

/** A stored note in the contract's shape. */
export function presentNote(r: NamedNoteRow): ReservationNote {
  return {
    Id: r.id,
    ReservationId: r.reservation_id,
    Side: r.side,
    Text: r.text,
    AuthorName: author(r),
    CreatedAt: r.created_at,
    UpdatedAt: r.updated_at,
  };
}

/** A stored to-do in the contract's shape. */
export function presentTodo(r: NamedNoteRow): ReservationTodo {
  return { ...presentNote(r), Done: r.is_done === 1, DueDate: r.due_date };
}

/** To-dos as a list shows them: open ones first, then by due date (none last), then as added. */
export function todoOrder(a: ReservationTodo, b: ReservationTodo): number {
  if (a.Done !== b.Done) return a.Done ? 1 : -1;
  const due = (a.DueDate ?? '9999-12-31').localeCompare(b.DueDate ?? '9999-12-31');
  return due !== 0 ? due : a.Id - b.Id;
}
