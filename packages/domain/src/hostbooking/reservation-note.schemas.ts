import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import { idParam } from '../common/common.schemas.ts';

/** The longest note or to-do, in characters after trimming. */
export const NOTE_MAX_LENGTH = 2000;

/**
 * Whose a note or to-do is: the booker's side (the booker and whoever manages the booking with
 * them) or the host's side (the location's managers). Neither side sees the other's.
 */
export const NOTE_SIDES = ['booker', 'host'] as const;
export type NoteSide = (typeof NOTE_SIDES)[number];

const noteText = z.string().trim().min(1, 'Write a text').max(NOTE_MAX_LENGTH);

/** `?side=` for a member who is both (books at their own location): which side's list. */
export const noteSideQuery = z.object({ side: z.enum(NOTE_SIDES).optional() });

/** `POST /v1/reservation/{id}/note`, `PUT .../note/{noteId}`. */
export const noteBody = z.object({ Text: noteText });
/** `POST /v1/reservation/{id}/todo`, `PUT .../todo/{todoId}`. */
export const todoBody = z.object({
  Text: noteText,
  Done: z.boolean().optional(),
  DueDate: dateParam.nullish(),
});

export const noteParams = z.object({ id: idParam, noteId: idParam });
export const todoParams = z.object({ id: idParam, todoId: idParam });

const common = {
  Id: z.number().int(),
  ReservationId: z.number().int(),
  Side: z.enum(NOTE_SIDES),
  Text: z.string(),
  AuthorName: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
};
/** A note on a reservation, one side's. */
export const reservationNote = z.object(common);
export type ReservationNote = z.infer<typeof reservationNote>;
/** A to-do on a reservation, one side's. */
export const reservationTodo = z.object({ ...common, Done: z.boolean(), DueDate: z.string().nullable() });
export type ReservationTodo = z.infer<typeof reservationTodo>;
export const reservationNoteList = z.array(reservationNote);
export const reservationTodoList = z.array(reservationTodo);
