import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { addDays, localDate } from '../kernel/local-time.ts';

// A few notes and to-dos so the host's bookings and the booker's reservation look used: the host's
// on the first bookings of the week at their locations, one note of the booker's on their next
// reservation. Deterministic: the same reservations (by id order) get the same texts.

const HOST_TODOS = [
  { text: 'Beamer en clicker klaarzetten', due: 0, done: false },
  { text: 'Lunch voor de groep bestellen', due: -1, done: true },
  { text: 'Flip-over met nieuwe stiften', due: 0, done: false },
];
const HOST_NOTES = [
  'Vaste klant: ze willen graag de ramen open.',
  'Rolstoeltoegang gevraagd: lift vooraf controleren.',
];

/** Writes the demo's notes and to-dos (inside the demo's transaction). */
export async function writeDemoNotes(
  db: Kysely<DB>,
  people: { bookerId: number; hostId: number },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const today = localDate(now, 'Europe/Amsterdam');
  const week = await db
    .selectFrom('reservations as r')
    .innerJoin('location_managers as m', 'm.location_id', 'r.location_id')
    .select(['r.id', 'r.start_date'])
    .where('m.profile_id', '=', people.hostId)
    .where('r.status_id', '!=', 3)
    .where('r.start_date', '>=', addDays(today, -6))
    .where('r.start_date', '<=', addDays(today, 6))
    .orderBy('r.id')
    .limit(HOST_TODOS.length + HOST_NOTES.length)
    .execute();
  const rows: Insertable<DB['reservation_notes']>[] = [];
  const base = { created_by: people.hostId, created_at: at, updated_at: at, side: 'host' as const };
  week.forEach((r, n) => {
    const todo = HOST_TODOS[n];
    if (todo) {
      rows.push({
        ...base,
        reservation_id: r.id,
        kind: 'todo',
        text: todo.text,
        is_done: todo.done ? 1 : 0,
        due_date: addDays(r.start_date, todo.due),
      });
    }
    const note = HOST_NOTES[n];
    if (note)
      rows.push({ ...base, reservation_id: r.id, kind: 'note', text: note, is_done: 0, due_date: null });
  });
  const next = await db
    .selectFrom('reservations')
    .select('id')
    .where('profile_id', '=', people.bookerId)
    .where('status_id', '!=', 3)
    .where('starts_at', '>', at)
    .orderBy('starts_at')
    .executeTakeFirst();
  if (next) {
    rows.push({
      reservation_id: next.id,
      side: 'booker',
      kind: 'note',
      text: 'Agenda vooraf naar iedereen sturen.',
      is_done: 0,
      due_date: null,
      created_by: people.bookerId,
      created_at: at,
      updated_at: at,
    });
  }
  if (rows.length > 0) await db.insertInto('reservation_notes').values(rows).execute();
}
