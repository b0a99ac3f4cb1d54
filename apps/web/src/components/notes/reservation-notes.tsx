import {
  NOTE_MAX_LENGTH,
  type NoteSide,
  type ReservationNote,
  type ReservationTodo,
  reservationNoteApi,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { formatDate, formatInstant } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { Field } from '../field.tsx';
import { Loading } from '../loading.tsx';
import { ProblemAlert, useProblem } from '../problem-alert.tsx';

// One component for both sides' notes and to-dos of a reservation: the booker's submenus
// (reservations) and the host's booking page (host-bookings) draw it with their side.

export type NoteKind = 'note' | 'todo';
type Item = ReservationNote & Partial<Pick<ReservationTodo, 'Done' | 'DueDate'>>;
interface Values {
  Text: string;
  Done?: boolean;
  DueDate?: string | null;
}

/** Query key of one side's notes or to-dos of a reservation. */
export const notesKey = (reservationId: number, side: NoteSide, kind: NoteKind) =>
  ['reservation-notes', reservationId, side, kind] as const;

function useNotes(reservationId: number, side: NoteSide, kind: NoteKind) {
  return useQuery<Item[]>({
    queryKey: notesKey(reservationId, side, kind),
    queryFn: ({ signal }) =>
      kind === 'note'
        ? callApi(reservationNoteApi.notes, { params: { id: reservationId }, query: { side } }, { signal })
        : callApi(reservationNoteApi.todos, { params: { id: reservationId }, query: { side } }, { signal }),
    staleTime: 0,
  });
}

/** Adding, changing or deleting one: the list is read again afterwards. */
function useNoteWrite<T>(
  reservationId: number,
  side: NoteSide,
  kind: NoteKind,
  write: (input: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(reservationId, side, kind) }),
  });
}

const calls = (reservationId: number, side: NoteSide, kind: NoteKind) => ({
  add: (body: Values) =>
    kind === 'note'
      ? callApi(reservationNoteApi.addNote, {
          params: { id: reservationId },
          query: { side },
          body: { Text: body.Text },
        })
      : callApi(reservationNoteApi.addTodo, { params: { id: reservationId }, query: { side }, body }),
  update: (id: number, body: Values) =>
    kind === 'note'
      ? callApi(reservationNoteApi.updateNote, {
          params: { id: reservationId, noteId: id },
          query: { side },
          body: { Text: body.Text },
        })
      : callApi(reservationNoteApi.updateTodo, {
          params: { id: reservationId, todoId: id },
          query: { side },
          body,
        }),
  remove: (id: number) =>
    kind === 'note'
      ? callApi(reservationNoteApi.removeNote, { params: { id: reservationId, noteId: id }, query: { side } })
      : callApi(reservationNoteApi.removeTodo, {
          params: { id: reservationId, todoId: id },
          query: { side },
        }),
});

/**
 * A side's notes (`kind="note"`) or to-dos (`kind="todo"`, with a done box and a due date) of a
 * reservation: the list, a form to add one, and editing or deleting each. The other side never
 * sees them (the API keeps them apart); `hint` says who does.
 */
export function ReservationNotes({
  reservationId,
  side,
  kind,
  heading = 2,
}: {
  reservationId: number;
  side: NoteSide;
  kind: NoteKind;
  /** The level of its own heading, or false inside a section already named "Notes" or "To-dos". */
  heading?: 2 | 3 | false;
}) {
  const { t } = useTranslation();
  const list = useNotes(reservationId, side, kind);
  const problem = useProblem(list.error, 'notes.failed');
  const headingId = useId();
  const Heading = heading === 3 ? 'h3' : 'h2';
  const api = calls(reservationId, side, kind);
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t(kind === 'note' ? 'notes.notesTitle' : 'notes.todosTitle')}
      className="reservation-notes"
    >
      {heading && (
        <Heading id={headingId}>{t(kind === 'note' ? 'notes.notesTitle' : 'notes.todosTitle')}</Heading>
      )}
      <p className="muted">{t(side === 'host' ? 'notes.hostOnly' : 'notes.bookerOnly')}</p>
      <Loading active={list.isPending} />
      <ProblemAlert problem={problem} />
      {list.data?.length === 0 && <p>{t(kind === 'note' ? 'notes.noNotes' : 'notes.noTodos')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="note-list">
          {list.data.map((item) => (
            <NoteItem key={item.Id} item={item} kind={kind} reservationId={reservationId} side={side} />
          ))}
        </ul>
      )}
      <NoteForm
        kind={kind}
        legend={t(kind === 'note' ? 'notes.addNote' : 'notes.addTodo')}
        submitLabel={t(kind === 'note' ? 'notes.saveNew' : 'notes.saveNewTodo')}
        write={useNoteWrite(reservationId, side, kind, api.add)}
      />
    </section>
  );
}

function NoteForm({
  kind,
  legend,
  submitLabel,
  initial,
  write,
  onDone,
  onCancel,
}: {
  kind: NoteKind;
  legend: string;
  submitLabel: string;
  initial?: Item;
  write: ReturnType<typeof useNoteWrite<Values>>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial?.Text ?? '');
  const [due, setDue] = useState(initial?.DueDate ?? '');
  const [saved, setSaved] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const inline = Boolean(onCancel);
  useEffect(() => {
    if (inline) field.current?.focus();
  }, [inline]);
  const problem = useProblem(write.error, 'notes.saveFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (write.isPending || !text.trim()) return;
    const body: Values =
      kind === 'todo'
        ? { Text: text.trim(), DueDate: due || null, ...(initial ? { Done: initial.Done ?? false } : {}) }
        : { Text: text.trim() };
    write.mutate(body, {
      onSuccess: () => {
        if (!initial) {
          setText('');
          setDue('');
        }
        setSaved(true);
        onDone?.();
      },
    });
  }

  return (
    <form onSubmit={submit} className="note-form">
      <fieldset>
        <legend>{legend}</legend>
        <Field label={t(kind === 'note' ? 'notes.text' : 'notes.todoText')} error={problem.fields.Text}>
          {(props) => (
            <textarea
              {...props}
              ref={field}
              rows={kind === 'note' ? 3 : 2}
              required
              maxLength={NOTE_MAX_LENGTH}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setSaved(false);
              }}
            />
          )}
        </Field>
        {kind === 'todo' && (
          <Field label={t('notes.dueDate')} error={problem.fields.DueDate}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={due}
                onChange={(e) => {
                  setDue(e.target.value);
                  setSaved(false);
                }}
              />
            )}
          </Field>
        )}
        <ProblemAlert problem={problem} shown={(f) => f === 'Text' || f === 'DueDate'} />
        <p role="status" className="visually-hidden">
          {saved && !onDone ? t('notes.saved') : ''}
        </p>
        <p className="actions">
          <button type="submit" disabled={write.isPending}>
            {submitLabel}
          </button>
          {onCancel && (
            <>
              {' '}
              <button type="button" className="secondary" onClick={onCancel}>
                {t('dialog.cancel')}
              </button>
            </>
          )}
        </p>
      </fieldset>
    </form>
  );
}

function NoteItem({
  item,
  kind,
  reservationId,
  side,
}: {
  item: Item;
  kind: NoteKind;
  reservationId: number;
  side: NoteSide;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = calls(reservationId, side, kind);
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const back = () => {
    returning.current = true;
    setMode('view');
  };
  useEffect(() => {
    if (mode === 'view' && returning.current) {
      returning.current = false;
      editButton.current?.focus();
    }
  }, [mode]);
  const update = useNoteWrite(reservationId, side, kind, (values: Values) => api.update(item.Id, values));
  const toggle = useNoteWrite(reservationId, side, kind, (done: boolean) =>
    api.update(item.Id, { Text: item.Text, Done: done }),
  );
  const remove = useNoteWrite(reservationId, side, kind, () => api.remove(item.Id));
  const problem = useProblem(remove.error ?? toggle.error, 'notes.saveFailed');
  const checkId = useId();
  // While saving, the box shows what was asked (the list read again then confirms it).
  const [asked, setAsked] = useState<boolean | null>(null);

  return (
    <li className={item.Done ? 'note done-item' : 'note'}>
      {mode === 'edit' ? (
        <NoteForm
          kind={kind}
          legend={t(kind === 'note' ? 'notes.editNote' : 'notes.editTodo')}
          submitLabel={t('notes.save')}
          initial={item}
          write={update}
          onDone={back}
          onCancel={back}
        />
      ) : (
        <>
          {kind === 'todo' ? (
            <p className="todo-line">
              <input
                id={checkId}
                type="checkbox"
                checked={asked ?? item.Done ?? false}
                disabled={toggle.isPending}
                onChange={(e) => {
                  setAsked(e.target.checked);
                  toggle.mutate(e.target.checked, { onSettled: () => setAsked(null) });
                }}
              />{' '}
              <label htmlFor={checkId} className="pre">
                {item.Text}
              </label>
            </p>
          ) : (
            <p className="pre">{item.Text}</p>
          )}
          <p className="muted">
            {item.DueDate ? `${t('notes.due', { date: formatDate(item.DueDate, locale) })} · ` : ''}
            {t('notes.by', { who: item.AuthorName || t('notes.someone') })} ·{' '}
            <time dateTime={item.UpdatedAt}>{formatInstant(item.UpdatedAt, locale)}</time>
          </p>
        </>
      )}
      {mode === 'view' && (
        <p className="actions">
          <button
            type="button"
            className="link"
            ref={editButton}
            aria-label={t('notes.editLabel', { text: short(item.Text) })}
            onClick={() => setMode('edit')}
          >
            {t('notes.edit')}
          </button>{' '}
          <button
            type="button"
            className="link"
            aria-label={t('notes.deleteLabel', { text: short(item.Text) })}
            onClick={() => setMode('delete')}
          >
            {t('notes.delete')}
          </button>
        </p>
      )}
      {mode === 'delete' && (
        <fieldset className="confirm">
          <legend>{t(kind === 'note' ? 'notes.deleteNoteQuestion' : 'notes.deleteTodoQuestion')}</legend>
          <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {t('notes.deleteConfirm')}
          </button>{' '}
          <button type="button" className="secondary" onClick={back}>
            {t('notes.deleteKeep')}
          </button>
        </fieldset>
      )}
      <ProblemAlert problem={problem} />
    </li>
  );
}

/** The start of a text, to name the item a button acts on. */
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
