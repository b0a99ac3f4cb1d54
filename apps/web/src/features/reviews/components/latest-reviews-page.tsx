import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { useLatestReviews } from '../api/reviews.ts';
import { filtersOf, searchOf } from '../format.ts';
import { ReviewFilterForm } from './review-filters.tsx';
import { ReviewList } from './review-list.tsx';

/**
 * `/beoordelingen` (`/en/reviews`): the latest reviews of every live location, newest first, 10 a
 * page, each linking its location's reviews; filtered by minimum score. Server-rendered.
 */
export function LatestReviewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useLatestReviews(filters.page, filters.minScore);
  usePageMeta(t('latest.title'), t('latest.intro'));
  return (
    <div className="reviews-page">
      <header className="reviews-intro">
        <h1>{t('latest.title')}</h1>
        <p>{t('latest.intro')}</p>
      </header>
      <h2>{t('latest.results')}</h2>
      <ReviewFilterForm
        filters={filters}
        locale={locale}
        withType={false}
        onChange={(next) => setParams(searchOf({ page: 1, minScore: next.minScore }))}
      />
      <ReviewList
        list={list}
        page={filters.page}
        locale={locale}
        filtered={filters.minScore !== undefined}
        searchOf={(page) => searchOf({ page, minScore: filters.minScore })}
        showLocation
        label={t('latest.results')}
      />
    </div>
  );
}
