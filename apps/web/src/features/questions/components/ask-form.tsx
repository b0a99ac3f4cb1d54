import {
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  type QuestionView,
} from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { useAsk, useMyJoinedGroups } from '../api/questions.ts';

/**
 * Asking a question: title, text, tags (comma-separated) and, when `groupId` is not fixed, a group
 * of the member's (optional: without one every member reads it). Every missing piece is marked at
 * once; the server's field errors are marked the same way.
 */
export function AskForm({
  groupId,
  onAsked,
}: {
  /** Asked inside this group (its questions tab): no choice of group. */
  groupId?: number;
  onAsked: (question: QuestionView) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ask = useAsk();
  const groups = useMyJoinedGroups(groupId === undefined);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tags, setTags] = useState('');
  const [group, setGroup] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  function check(): Problem | null {
    const fields: Record<string, string> = {};
    if (title.trim().length < QUESTION_TITLE_MIN)
      fields.Title = t('ask.tooShort', { min: QUESTION_TITLE_MIN });
    if (text.trim().length < QUESTION_TEXT_MIN) fields.Text = t('ask.tooShort', { min: QUESTION_TEXT_MIN });
    return Object.keys(fields).length ? { message: t('ask.checkFields'), fields, codes: {} } : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    const inGroup = groupId ?? (Number(group) || undefined);
    try {
      const view = await ask.mutateAsync({
        Type: inGroup ? 'group' : 'channel',
        ...(inGroup ? { ItemId: inGroup } : {}),
        Title: title.trim(),
        Text: text.trim(),
        Tags: tags
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      });
      onAsked(view);
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('ask.failed')));
    }
  }

  const field = (name: string) => problem?.fields[name];
  const described = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', field(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: string) =>
    field(name) && (
      <small id={`${id}-${name}-error`} className="error">
        {field(name)}
      </small>
    );
  return (
    <form className="ask-form" onSubmit={(e) => void submit(e)} noValidate data-testid="ask-form">
      <ProblemAlert problem={problem} shown={(f) => ['Title', 'Text', 'Tags', 'ItemId'].includes(f)} />
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('ask.title')}</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={QUESTION_TITLE_MAX}
          required
          aria-invalid={field('Title') ? true : undefined}
          aria-describedby={described('Title')}
          onChange={(e) => setTitle(e.target.value)}
        />
        {error('Title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('ask.text')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={6}
          maxLength={QUESTION_TEXT_MAX}
          required
          aria-invalid={field('Text') ? true : undefined}
          aria-describedby={described('Text')}
          onChange={(e) => setText(e.target.value)}
        />
        {error('Text')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-tags`}>{t('ask.tags')}</label>
        <input
          id={`${id}-tags`}
          value={tags}
          maxLength={300}
          aria-invalid={field('Tags') ? true : undefined}
          aria-describedby={described('Tags', true)}
          onChange={(e) => setTags(e.target.value)}
        />
        <small id={`${id}-Tags-hint`} className="muted">
          {t('ask.tagsHint')}
        </small>
        {error('Tags')}
      </div>
      {groupId === undefined && (
        <div className="field">
          <label htmlFor={`${id}-group`}>{t('ask.group')}</label>
          <select
            id={`${id}-group`}
            value={group}
            aria-invalid={field('ItemId') ? true : undefined}
            aria-describedby={described('ItemId', true)}
            onChange={(e) => setGroup(e.target.value)}
          >
            <option value="">{t('ask.noGroup')}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.Id} value={g.Id}>
                {g.Name}
              </option>
            ))}
          </select>
          <small id={`${id}-ItemId-hint`} className="muted">
            {t('ask.groupHint')}
          </small>
          {error('ItemId')}
        </div>
      )}
      <p className="actions">
        <button type="submit" disabled={ask.isPending}>
          {t('ask.submit')}
        </button>
      </p>
    </form>
  );
}
