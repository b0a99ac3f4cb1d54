import {
  type Locale,
  localizedPath,
  type QuestionStatus,
  type QuestionSummary,
  type RouteName,
} from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import type { QuestionFilters } from '../api/questions.ts';

/** The tabs of "my activities" (stories and groups are the other features' pages). */
export function ActivityTabs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const tabs = [
    ['stories', 'my-activities-articles'],
    ['groups', 'my-activities-groups'],
    ['questions', 'my-activities-questions'],
  ] as const;
  return (
    <nav className="section-nav" aria-label={t('activities.tabs')}>
      <ul>
        {tabs.map(([tab, route]) => (
          <li key={tab}>
            <Link to={localizedPath(route, locale)} aria-current={tab === 'questions' ? 'page' : undefined}>
              {t(`activities.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list's filters as the address holds them (`?q=&tags=&status=&page=`). */
export function useFilters(): QuestionFilters {
  const [params] = useSearchParams();
  const status = params.get('status');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    q: params.get('q')?.trim() || undefined,
    tags: params.get('tags')?.trim() || undefined,
    status: status === 'open' || status === 'closed' ? status : undefined,
  };
}

/** The search form: words, tags, open or closed; submitting goes to page 1 of the new filter. */
export function QuestionFilterForm({ filters }: { filters: QuestionFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setParams] = useSearchParams();
  const [q, setQ] = useState(filters.q ?? '');
  const [tags, setTags] = useState(filters.tags ?? '');
  const [status, setStatus] = useState<QuestionStatus | ''>(filters.status ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (tags.trim()) next.set('tags', tags.trim());
    if (status) next.set('status', status);
    setParams(next);
  }
  return (
    <search>
      <form className="question-filters" aria-label={t('filters.label')} onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('filters.q')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tags`}>{t('filters.tags')}</label>
          <input
            id={`${id}-tags`}
            value={tags}
            maxLength={300}
            aria-describedby={`${id}-tags-hint`}
            onChange={(e) => setTags(e.target.value)}
          />
          <small id={`${id}-tags-hint`} className="muted">
            {t('filters.tagsHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as QuestionStatus | '')}
          >
            <option value="">{t('filters.all')}</option>
            <option value="open">{t('status.open')}</option>
            <option value="closed">{t('status.closed')}</option>
          </select>
        </div>
        <button type="submit">{t('filters.search')}</button>
      </form>
    </search>
  );
}

/** The URL query of another page of the same filter. */
export function searchOf(filters: QuestionFilters) {
  return (page: number) => {
    const next = new URLSearchParams();
    if (filters.q) next.set('q', filters.q);
    if (filters.tags) next.set('tags', filters.tags);
    if (filters.status) next.set('status', filters.status);
    if (page > 1) next.set('page', String(page));
    return next.toString() ? `?${next}` : '';
  };
}

/** A question in a list: its title (the link), where, tags, answers, open or closed. */
export function QuestionCards({
  questions,
  hrefOf,
}: {
  questions: QuestionSummary[];
  hrefOf: (q: QuestionSummary) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="question-cards" data-testid="question-list">
      {questions.map((q) => (
        <li key={q.Id}>
          <article className="question-card" aria-labelledby={`question-${q.Id}`}>
            <h3 id={`question-${q.Id}`}>
              <Link to={hrefOf(q)}>{q.Title}</Link>
            </h3>
            <p className="question-meta muted">
              {t('meta.asked', { name: q.Author.Name, date: formatInstant(q.CreatedOn, locale) })}
              {q.GroupName && <> · {t('meta.inGroup', { group: q.GroupName })}</>}
            </p>
            <p className="question-excerpt">{q.Text.length > 200 ? `${q.Text.slice(0, 197)}…` : q.Text}</p>
            <p className="question-facts">
              <StatusBadge status={q.Status} />
              <span>{t('meta.answers', { count: q.AnswerCount })}</span>
              {q.BestAnswerId !== null && <span className="question-solved">{t('meta.solved')}</span>}
            </p>
            <Tags tags={q.Tags} locale={locale} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export function StatusBadge({ status }: { status: QuestionStatus }) {
  const { t } = useTranslation();
  return <span className={`question-status ${status}`}>{t(`status.${status}`)}</span>;
}

/** The tags, each a link to the list of that tag. */
export function Tags({ tags, locale }: { tags: string[]; locale: Locale }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label={t('meta.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`${localizedPath('network-questions', locale)}?tags=${encodeURIComponent(tag)}`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A question's address: in the network, under my activities, or in its group. */
export function questionHref(locale: Locale, route: RouteName, q: { Id: number }) {
  return localizedPath(route, locale, { id: q.Id });
}
