import { REVIEW_RESPONSE_MAX, type Review } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { HostShell } from '../../../components/host/host-shell.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useHostLocation, useLocationReviews, useReviewScore, useWriteReview } from '../api/reviews.ts';
import { filtersOf, searchOf } from '../format.ts';
import { ReviewFilterForm } from './review-filters.tsx';
import { ReviewList } from './review-list.tsx';
import { ScoreSummary } from './score-summary.tsx';

/**
 * `/host/locaties/{id}/beoordelingen`: a location's reviews for its managers, with the score per
 * aspect, and per review the public response to write or change (one per review).
 */
export function HostReviewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().locationId);
  const locationId = Number.isInteger(id) && id > 0 ? id : 0;
  const location = useHostLocation(locationId);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const name = location.data?.Name;
  const score = useReviewScore(name ? locationId : 0, filters.meetingTypeId);
  const list = useLocationReviews(name ? locationId : 0, filters);
  const problem = useProblem(locationId === 0 ? new Error('no id') : location.error, 'host.loadFailed');
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(name));
  usePageTitle(name ? `${t('host.title')} · ${name}` : t('host.title'));
  return (
    <HostShell current="host-location-reviews" location={name ? { id: locationId, name } : undefined}>
      <section aria-labelledby="host-reviews-title" className="reviews-page host-reviews">
        <h1 id="host-reviews-title" ref={heading} tabIndex={-1}>
          {t('host.title')}
          {name && <span className="muted"> · {name}</span>}
        </h1>
        <Loading active={location.isPending && locationId > 0} />
        <ProblemAlert problem={problem} />
        {name && (
          <>
            <p className="muted">{t('host.intro')}</p>
            {score.data && score.data.Count > 0 && (
              <ScoreSummary score={score.data} locale={locale} heading="h2" />
            )}
            <ReviewFilterForm
              filters={filters}
              locale={locale}
              withType
              onChange={(next) => setParams(searchOf(next))}
            />
            <ReviewList
              list={list}
              page={filters.page}
              locale={locale}
              filtered={filters.meetingTypeId !== undefined || filters.minScore !== undefined}
              searchOf={(page) => searchOf({ ...filters, page })}
              label={t('host.title')}
              actionsOf={(review) => (review.CanRespond ? <ResponseForm review={review} /> : null)}
            />
          </>
        )}
      </section>
    </HostShell>
  );
}

/** The response to one review: a button that opens the form (written or changed), closed once published. */
function ResponseForm({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const toast = useToast();
  const write = useWriteReview();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.Response?.Text ?? '');
  const [problem, setProblem] = useState('');
  const who = review.ReviewerName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(t('host.empty'));
      return;
    }
    if (!review.Key) return;
    setProblem('');
    try {
      await write.mutateAsync({ key: review.Key, body: { Response: text.trim() } });
      toast(t('host.saved'));
      setOpen(false);
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('host.failed')).message);
    }
  }

  if (!open)
    return (
      <p className="actions">
        <button
          type="button"
          aria-label={review.Response ? t('host.editFor', { name: who }) : t('host.respondTo', { name: who })}
          onClick={() => {
            setText(review.Response?.Text ?? '');
            setOpen(true);
          }}
        >
          {review.Response ? t('host.edit') : t('host.respond')}
        </button>
      </p>
    );
  return (
    <form className="review-response-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('host.label', { name: who })}</label>
        <textarea
          id={id}
          value={text}
          rows={4}
          maxLength={REVIEW_RESPONSE_MAX}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the member's own press of "Respond"
          autoFocus
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem && (
          <small id={`${id}-error`} className="error" role="alert">
            {problem}
          </small>
        )}
      </div>
      <p className="actions">
        <button type="submit" className="primary" disabled={write.isPending}>
          {t('host.save')}
        </button>
        <button type="button" className="link" onClick={() => setOpen(false)}>
          {t('host.cancel')}
        </button>
      </p>
    </form>
  );
}
