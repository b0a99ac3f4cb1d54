import { hostBookingApi, reservationNoteApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { checkIn } from './commands/check-in.ts';
import { addNote, removeNote, updateNote } from './commands/keep-notes.ts';
import { hostCalendarOf, readCheckIn } from './hostbookings.reads.ts';
import { presentNote, presentTodo } from './notes.presenter.ts';
import { notesOf, todosOf } from './notes.reads.ts';

/** The host's calendar and check-in; both sides' notes and to-dos of a reservation. */
export const hostBookingRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, now: app.now() });

  route(app, hostBookingApi.calendar, ({ actor, query }) => hostCalendarOf(app.db, actor, query));
  route(app, hostBookingApi.checkInState, ({ actor, params }) => readCheckIn(app.db, actor, params.id));
  route(app, hostBookingApi.checkIn, ({ actor, params, body }) =>
    checkIn(deps(), actor, params.id, body.Arrived),
  );

  route(app, reservationNoteApi.notes, ({ actor, params, query }) =>
    notesOf(app.db, actor, params.id, query.side),
  );
  route(app, reservationNoteApi.addNote, async ({ actor, params, query, body }) =>
    presentNote(
      await addNote(deps(), actor, { reservationId: params.id, kind: 'note', side: query.side }, body),
    ),
  );
  route(app, reservationNoteApi.updateNote, async ({ actor, params, query, body }) =>
    presentNote(
      await updateNote(
        deps(),
        actor,
        { reservationId: params.id, id: params.noteId, kind: 'note', side: query.side },
        body,
      ),
    ),
  );
  route(app, reservationNoteApi.removeNote, ({ actor, params, query }) =>
    removeNote(deps(), actor, {
      reservationId: params.id,
      id: params.noteId,
      kind: 'note',
      side: query.side,
    }),
  );

  route(app, reservationNoteApi.todos, ({ actor, params, query }) =>
    todosOf(app.db, actor, params.id, query.side),
  );
  route(app, reservationNoteApi.addTodo, async ({ actor, params, query, body }) =>
    presentTodo(
      await addNote(deps(), actor, { reservationId: params.id, kind: 'todo', side: query.side }, body),
    ),
  );
  route(app, reservationNoteApi.updateTodo, async ({ actor, params, query, body }) =>
    presentTodo(
      await updateNote(
        deps(),
        actor,
        { reservationId: params.id, id: params.todoId, kind: 'todo', side: query.side },
        body,
      ),
    ),
  );
  route(app, reservationNoteApi.removeTodo, ({ actor, params, query }) =>
    removeNote(deps(), actor, {
      reservationId: params.id,
      id: params.todoId,
      kind: 'todo',
      side: query.side,
    }),
  );
};
