import { COMMENT_MAX_LENGTH, type CommentView, type Locale, localizedPath } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useSession } from '../../../lib/session.tsx';
import { useStoryComments, useWriteComment } from '../api/stories.ts';

/**
 * A story's comments, oldest first, each with its replies. A member may comment and reply when the
 * story allows it (`canComment`); a visitor gets a link to log in and come back here.
 */
export function StoryComments({
  articleId,
  canComment,
  allowComments,
  locale,
}: {
  articleId: number;
  canComment: boolean;
  allowComments: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { pathname } = useLocation();
  const headingId = useId();
  const comments = useStoryComments(articleId);
  const list = comments.data ?? [];
  return (
    <section aria-labelledby={headingId} className="story-comments">
      <h2 id={headingId}>{t('comments.title', { count: list.length })}</h2>
      <Loading active={comments.isPending} label={t('comments.loading')} />
      {comments.isError && !comments.data && (
        <p role="alert" className="error">
          {t('comments.failed')}
        </p>
      )}
      {comments.data && list.length === 0 && <p className="muted">{t('comments.none')}</p>}
      {list.length > 0 && (
        <ol className="story-comment-list">
          {list.map((comment) => (
            <li key={comment.Id}>
              <CommentItem comment={comment} locale={locale} />
              {comment.Replies.length > 0 && (
                <ol
                  className="story-replies"
                  aria-label={t('comments.repliesTo', { name: comment.AuthorName })}
                >
                  {comment.Replies.map((reply) => (
                    <li key={reply.Id}>
                      <CommentItem comment={reply} locale={locale} />
                    </li>
                  ))}
                </ol>
              )}
              {canComment && !comment.IsDeleted && <CommentForm articleId={articleId} replyTo={comment} />}
            </li>
          ))}
        </ol>
      )}
      {canComment ? (
        <CommentForm articleId={articleId} />
      ) : !allowComments ? (
        <p className="muted">{t('comments.closed')}</p>
      ) : !member ? (
        <p data-testid="story-comment-login">
          <Link to={`${localizedPath('login', locale)}?${new URLSearchParams({ back: pathname })}`}>
            {t('comments.login')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function CommentItem({
  comment,
  locale,
}: {
  comment: Pick<CommentView, 'AuthorName' | 'Comment' | 'CreatedAt' | 'IsDeleted'>;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <article className="story-comment">
      <p className="story-comment-meta">
        <strong>{comment.AuthorName}</strong>{' '}
        <time dateTime={comment.CreatedAt}>{formatInstant(comment.CreatedAt, locale)}</time>
      </p>
      <p className="pre">{comment.IsDeleted ? <em>{t('comments.deleted')}</em> : comment.Comment}</p>
    </article>
  );
}

/** A new comment, or (with `replyTo`) a reply that opens under its comment. */
function CommentForm({ articleId, replyTo }: { articleId: number; replyTo?: CommentView }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(!replyTo);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const write = useWriteComment(articleId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(t('comments.empty'));
      return;
    }
    setProblem('');
    try {
      await write.mutateAsync({ text: text.trim(), ...(replyTo ? { replyTo: replyTo.Id } : {}) });
      setText('');
      if (replyTo) setOpen(false);
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('comments.sendFailed')).message);
    }
  }

  if (!open)
    return (
      <button
        type="button"
        className="link story-reply-button"
        onClick={() => setOpen(true)}
        aria-label={t('comments.replyTo', { name: replyTo?.AuthorName ?? '' })}
      >
        {t('comments.reply')}
      </button>
    );
  const label = replyTo ? t('comments.replyLabel', { name: replyTo.AuthorName }) : t('comments.label');
  return (
    <form className="story-comment-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          rows={replyTo ? 2 : 4}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <small id={`${id}-error`} className="error" role="status">
          {problem}
        </small>
      </div>
      <p className="actions">
        <button type="submit" className="primary" disabled={write.isPending}>
          {replyTo ? t('comments.sendReply') : t('comments.send')}
        </button>
        {replyTo && (
          <button type="button" className="link" onClick={() => setOpen(false)}>
            {t('comments.cancel')}
          </button>
        )}
      </p>
    </form>
  );
}
