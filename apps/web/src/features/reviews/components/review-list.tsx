import { type Locale, REVIEWS_PER_PAGE, type Review } from '@meetspace/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import type { ReviewListAnswer } from '../api/reviews.ts';
import { ReviewCard } from './review-card.tsx';

/** A page of reviews with its loading, failure and empty states, how many there are, and the pager. */
export function ReviewList({
  list,
  page,
  locale,
  filtered,
  searchOf,
  showLocation = false,
  actionsOf,
  label,
}: {
  list: UseQueryResult<ReviewListAnswer, unknown>;
  page: number;
  locale: Locale;
  filtered: boolean;
  searchOf: (page: number) => string;
  showLocation?: boolean;
  actionsOf?: (review: Review) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  const data = list.data;
  return (
    <section className="review-results" aria-label={label} aria-busy={list.isFetching}>
      <Loading active={list.isPending} label={t('list.loading')} />
      {list.isError && !data && (
        <p role="alert" className="error">
          {t('list.failed')}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {data && (
        <p role="status" className="muted review-count">
          {data.TotalCount === 0
            ? filtered
              ? t('list.noMatches')
              : t('list.none')
            : t('list.showing', { count: data.TotalCount })}
        </p>
      )}
      {data && data.Results.length > 0 && (
        <ol className="review-cards">
          {data.Results.map((review) => (
            <li key={review.Id}>
              <ReviewCard
                review={review}
                locale={locale}
                showLocation={showLocation}
                actions={actionsOf?.(review)}
              />
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          morePages={data.MorePages || page * REVIEWS_PER_PAGE < data.TotalCount}
          searchOf={searchOf}
          className="review-pager"
        />
      )}
    </section>
  );
}
