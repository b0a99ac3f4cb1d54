import { ANSWER_TEXT_MAX, type AnswerView, type QuestionView } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { useAnswer, useBest, useEditAnswer, useSetStatus, useVote } from '../api/questions.ts';
import { StatusBadge, Tags } from './parts.tsx';

/**
 * One question: its text and tags, the asker's close/reopen, the answers (best first, then by score)
 * with their votes (pressed when the member voted; not on their own), "best answer" for the asker,
 * replies, editing one's own, and the answer form while the question is open.
 */
export function QuestionDetail({
  question,
  headingLevel = 1,
  headingRef,
}: {
  question: QuestionView;
  headingLevel?: 1 | 2;
  headingRef?: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const setStatus = useSetStatus();
  const [problem, setProblem] = useState<Problem | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const closed = question.Status === 'closed';

  async function toggleStatus() {
    try {
      await setStatus.mutateAsync({ id: question.Id, status: closed ? 'open' : 'closed' });
      toast(t(closed ? 'detail.reopened' : 'detail.closedToast'));
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('detail.failed')));
    }
  }

  return (
    <article className="question-detail" aria-labelledby="question-title" data-testid="question">
      <header className="question-head">
        <Heading id="question-title" ref={headingRef} tabIndex={-1}>
          {question.Title}
        </Heading>
        <p className="question-meta muted">
          {t('meta.asked', { name: question.Author.Name, date: formatInstant(question.CreatedOn, locale) })}
          {question.GroupName && <> · {t('meta.inGroup', { group: question.GroupName })}</>}
        </p>
        <p className="question-facts">
          <StatusBadge status={question.Status} />
          <span>{t('meta.answers', { count: question.AnswerCount })}</span>
        </p>
      </header>
      <p className="question-text">{question.Text}</p>
      <Tags tags={question.Tags} locale={locale} />
      {question.IsAsker && (
        <p className="actions">
          <button
            type="button"
            className="secondary"
            onClick={() => void toggleStatus()}
            disabled={setStatus.isPending}
            data-testid="question-toggle-status"
          >
            {closed ? t('detail.reopen') : t('detail.close')}
          </button>
        </p>
      )}
      <ProblemAlert problem={problem} />

      <section aria-labelledby="answers-title" className="question-answers">
        <Sub id="answers-title">{t('meta.answers', { count: question.AnswerCount })}</Sub>
        {question.Answers.length === 0 && <p className="muted">{t('detail.noAnswers')}</p>}
        <ol className="answer-list" data-testid="answers">
          {question.Answers.map((a) => (
            <li key={a.Id}>
              <Answer answer={a} question={question} headingLevel={headingLevel} />
            </li>
          ))}
        </ol>
      </section>

      {question.CanAnswer ? (
        <TextForm
          label={t('detail.yourAnswer')}
          submitLabel={t('detail.sendAnswer')}
          testId="answer-form"
          onSend={(text) => ({ QuestionId: question.Id, Text: text })}
          sentToast={t('detail.answered')}
        />
      ) : (
        <p className="notice" data-testid="question-closed">
          {t('detail.closedNotice')}
        </p>
      )}
    </article>
  );
}

function Answer({
  answer,
  question,
  headingLevel,
}: {
  answer: AnswerView;
  question: QuestionView;
  headingLevel: 1 | 2;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const vote = useVote();
  const best = useBest();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const Title = headingLevel === 1 ? 'h3' : 'h4';

  async function run(work: () => Promise<unknown>, done?: string) {
    setProblem(null);
    try {
      await work();
      if (done) toast(done);
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('detail.failed')));
    }
  }

  return (
    <article
      className={answer.IsBest ? 'answer best' : 'answer'}
      aria-labelledby={`answer-${answer.Id}`}
      data-testid="answer"
    >
      <Title id={`answer-${answer.Id}`} className="answer-by">
        {t('detail.answerBy', { name: answer.Author.Name })}
        {answer.IsBest && <span className="answer-best-badge"> · {t('detail.best')}</span>}
      </Title>
      <p className="muted">
        <time dateTime={answer.CreatedOn}>{formatInstant(answer.CreatedOn, locale)}</time>
        {answer.UpdatedOn !== answer.CreatedOn && <> · {t('detail.edited')}</>}
      </p>
      {editing ? (
        <EditForm id={answer.Id} text={answer.Text} onDone={() => setEditing(false)} />
      ) : (
        <p className="answer-text">{answer.Text}</p>
      )}
      <div className="answer-actions">
        <fieldset className="votes">
          <legend className="visually-hidden">{t('vote.legend')}</legend>
          <span className="answer-score" data-testid="answer-score">
            {t('vote.score', { score: answer.Score })}
          </span>
          {answer.IsMine ? (
            <span className="muted">{t('vote.counts', { up: answer.Upvotes, down: answer.Downvotes })}</span>
          ) : (
            <>
              <button
                type="button"
                className="vote up"
                aria-pressed={answer.MyVote === 'up'}
                disabled={vote.isPending}
                onClick={() => void run(() => vote.mutateAsync({ id: answer.Id, way: 'up' }))}
                data-testid="vote-up"
              >
                <span aria-hidden="true">▲ </span>
                {t('vote.up')} <span className="count">{answer.Upvotes}</span>
              </button>
              <button
                type="button"
                className="vote down"
                aria-pressed={answer.MyVote === 'down'}
                disabled={vote.isPending}
                onClick={() => void run(() => vote.mutateAsync({ id: answer.Id, way: 'down' }))}
                data-testid="vote-down"
              >
                <span aria-hidden="true">▼ </span>
                {t('vote.down')} <span className="count">{answer.Downvotes}</span>
              </button>
            </>
          )}
        </fieldset>
        {question.IsAsker && !answer.IsBest && (
          <button
            type="button"
            className="secondary"
            disabled={best.isPending}
            onClick={() => void run(() => best.mutateAsync(answer.Id), t('detail.bestChosen'))}
            data-testid="mark-best"
          >
            {t('detail.markBest')}
          </button>
        )}
        {answer.IsMine && !editing && (
          <button type="button" className="secondary" onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </button>
        )}
        {question.CanAnswer && (
          <button
            type="button"
            className="secondary"
            aria-expanded={replying}
            onClick={() => setReplying((r) => !r)}
            data-testid="reply-toggle"
          >
            {t('detail.reply')}
          </button>
        )}
      </div>
      <ProblemAlert problem={problem} />
      {answer.Replies.length > 0 && (
        <ul className="replies" aria-label={t('detail.replies', { count: answer.Replies.length })}>
          {answer.Replies.map((r) => (
            <li key={r.Id} className="reply">
              <p className="muted">
                {r.Author.Name} · <time dateTime={r.CreatedOn}>{formatInstant(r.CreatedOn, locale)}</time>
              </p>
              <p className="answer-text">{r.Text}</p>
            </li>
          ))}
        </ul>
      )}
      {replying && question.CanAnswer && (
        <TextForm
          label={t('detail.yourReply', { name: answer.Author.Name })}
          submitLabel={t('detail.sendReply')}
          testId="reply-form"
          onSend={(text) => ({ QuestionId: question.Id, Text: text, AnswerId: answer.Id })}
          sentToast={t('detail.replied')}
          onSent={() => setReplying(false)}
        />
      )}
    </article>
  );
}

/** The answer or reply form: one text, counted; the server's problems beneath it. */
function TextForm({
  label,
  submitLabel,
  testId,
  onSend,
  sentToast,
  onSent,
}: {
  label: string;
  submitLabel: string;
  testId: string;
  onSend: (text: string) => { QuestionId: number; Text: string; AnswerId?: number };
  sentToast: string;
  onSent?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const toast = useToast();
  const answer = useAnswer();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 2) {
      setProblem({
        message: t('detail.textRequired'),
        fields: { Text: t('detail.textRequired') },
        codes: {},
      });
      return;
    }
    try {
      await answer.mutateAsync(onSend(text.trim()));
      setText('');
      setProblem(null);
      toast(sentToast);
      onSent?.();
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('detail.failed')));
    }
  }
  const error = problem?.fields.Text;
  return (
    <form className="answer-form" onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <div className="field">
        <label htmlFor={`${id}-text`}>{label}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={ANSWER_TEXT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <small id={`${id}-error`} className="error">
            {error}
          </small>
        )}
      </div>
      {problem && !error && <ProblemAlert problem={problem} />}
      <p className="actions">
        <button type="submit" disabled={answer.isPending}>
          {submitLabel}
        </button>
      </p>
    </form>
  );
}

/** Editing one's own answer (`PUT /v1/question/setanswer/{id}`). */
function EditForm({ id: answerId, text: initial, onDone }: { id: number; text: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const edit = useEditAnswer();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await edit.mutateAsync({ id: answerId, text: text.trim() });
      onDone();
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('detail.failed')));
    }
  }
  return (
    <form className="answer-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('detail.editLabel')}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={ANSWER_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <ProblemAlert problem={problem} />
      <p className="actions">
        <button type="submit" disabled={edit.isPending}>
          {t('detail.save')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('detail.cancel')}
        </button>
      </p>
    </form>
  );
}
