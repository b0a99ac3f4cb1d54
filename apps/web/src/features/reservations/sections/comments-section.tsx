import type { CommentReply, ReservationDetail } from '@meetspace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useSession } from '../../../lib/session.tsx';
import { keys, reservationCalls, useComments } from '../api/reservations.ts';

const MAX_COMMENT = 4000;

/**
 * Comments on the reservation, oldest first, with replies beneath; the member writes, replies,
 * edits and deletes their own. Comments stay possible on locked and cancelled reservations.
 */
export function CommentsSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const comments = useComments(r.Id);
  const problem = useProblem(comments.error, 'comments.failed');
  return (
    <>
      <Loading active={comments.isPending} />
      <ProblemAlert problem={problem} />
      {comments.data?.length === 0 && <p>{t('comments.none')}</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className="comments">
          {comments.data.map((c) => (
            <CommentItem key={c.Id} reservationId={r.Id} comment={c} replies={c.Replies} />
          ))}
        </ul>
      )}
      <CommentForm
        reservationId={r.Id}
        label={t('comments.new')}
        submitLabel={t('comments.post')}
        send={(text) => reservationCalls.comment(r.Id, text)}
      />
    </>
  );
}

/** Posting a comment or reply, or saving an edit: the list is read again afterwards. */
function useCommentWrite<T>(reservationId: number, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.part(reservationId, 'comments') }),
  });
}

function CommentForm({
  reservationId,
  label,
  submitLabel,
  initial = '',
  send,
  onDone,
  onCancel,
}: {
  reservationId: number;
  label: string;
  submitLabel: string;
  initial?: string;
  send: (text: string) => Promise<unknown>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [sent, setSent] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const inline = Boolean(onCancel);
  // An inline form (reply, edit) opens with the cursor in it.
  useEffect(() => {
    if (inline) field.current?.focus();
  }, [inline]);
  const write = useCommentWrite(reservationId, send);
  const problem = useProblem(write.error, 'comments.saveFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (write.isPending || !text.trim()) return;
    write.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setSent(true);
        onDone?.();
      },
    });
  }

  return (
    <form onSubmit={submit} className="comment-form">
      <Field label={label} error={problem.fields.Comment}>
        {(props) => (
          <textarea
            {...props}
            ref={field}
            rows={3}
            required
            maxLength={MAX_COMMENT}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSent(false);
            }}
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'Comment'} />
      <p role="status" className="visually-hidden">
        {sent && !onDone ? t('comments.posted') : ''}
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
    </form>
  );
}

function CommentItem({
  reservationId,
  comment,
  replies = [],
}: {
  reservationId: number;
  comment: CommentReply;
  replies?: CommentReply[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { member } = useSession();
  const [mode, setMode] = useState<'view' | 'reply' | 'edit' | 'delete'>('view');
  const firstAction = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // Closing a reply, edit or delete form puts focus back on the comment's first action.
  const back = () => {
    returning.current = true;
    setMode('view');
  };
  useEffect(() => {
    if (mode === 'view' && returning.current) {
      returning.current = false;
      (firstAction.current ?? document.querySelector<HTMLElement>('[data-focus-fallback]'))?.focus();
    }
  }, [mode]);
  const remove = useCommentWrite(reservationId, () => reservationCalls.deleteComment(comment.Id));
  const removeProblem = useProblem(remove.error, 'comments.saveFailed');
  const mine = member?.Id === comment.ProfileId && !comment.IsDeleted;

  return (
    <li>
      <article aria-label={t('comments.by', { who: comment.AuthorName })} className="comment">
        <p className="muted">
          <strong>{comment.AuthorName}</strong> ·{' '}
          <time dateTime={comment.CreatedAt}>{formatInstant(comment.CreatedAt, locale)}</time>
          {comment.UpdatedAt && comment.UpdatedAt !== comment.CreatedAt && !comment.IsDeleted
            ? ` · ${t('comments.edited')}`
            : ''}
        </p>
        {mode === 'edit' ? (
          <CommentForm
            reservationId={reservationId}
            label={t('comments.editLabel')}
            submitLabel={t('comments.save')}
            initial={comment.Comment}
            send={(text) => reservationCalls.editComment(comment.Id, text)}
            onDone={back}
            onCancel={back}
          />
        ) : (
          <p className={comment.IsDeleted ? 'muted' : 'pre'}>
            {comment.IsDeleted ? t('comments.deleted') : comment.Comment}
          </p>
        )}
        {mode === 'view' && (
          <p className="actions">
            {!comment.IsDeleted && (
              <button type="button" className="link" ref={firstAction} onClick={() => setMode('reply')}>
                {t('comments.reply', { who: comment.AuthorName })}
              </button>
            )}
            {mine && (
              <>
                {' '}
                <button type="button" className="link" onClick={() => setMode('edit')}>
                  {t('comments.edit')}
                </button>{' '}
                <button type="button" className="link" onClick={() => setMode('delete')}>
                  {t('comments.delete')}
                </button>
              </>
            )}
          </p>
        )}
        {mode === 'delete' && (
          <fieldset className="confirm">
            <legend>{t('comments.deleteQuestion')}</legend>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: back })}
            >
              {t('comments.deleteConfirm')}
            </button>{' '}
            <button type="button" className="secondary" onClick={back}>
              {t('comments.deleteKeep')}
            </button>
          </fieldset>
        )}
        <ProblemAlert problem={removeProblem} />
        {mode === 'reply' && (
          <CommentForm
            reservationId={reservationId}
            label={t('comments.replyLabel', { who: comment.AuthorName })}
            submitLabel={t('comments.postReply')}
            send={(text) => reservationCalls.reply(comment.Id, text)}
            onDone={back}
            onCancel={back}
          />
        )}
      </article>
      {replies.length > 0 && (
        <ul className="replies">
          {replies.map((reply) => (
            <CommentItem key={reply.Id} reservationId={reservationId} comment={reply} />
          ))}
        </ul>
      )}
    </li>
  );
}
