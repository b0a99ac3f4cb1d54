import type { ReservationDetail } from '@meetspace/domain';
import { ReservationNotes } from '../../../components/notes/reservation-notes.tsx';

/** The booker's own notes on the reservation (the location never sees them). */
export function NotesSection({ r }: { r: ReservationDetail }) {
  return <ReservationNotes reservationId={r.Id} side="booker" kind="note" heading={false} />;
}

/** The booker's own to-dos for the reservation, with a done box and a due date. */
export function TodosSection({ r }: { r: ReservationDetail }) {
  return <ReservationNotes reservationId={r.Id} side="booker" kind="todo" heading={false} />;
}
