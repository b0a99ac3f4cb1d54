import './i18n.ts';
import type { Review, ReviewScore } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useLocationReviews, useReviewScore } from './api/reviews.ts';
import { ReviewFilterForm } from './components/review-filters.tsx';
import { ReviewList } from './components/review-list.tsx';
import { ScoreSummary } from './components/score-summary.tsx';
import { filtersOf, searchOf } from './format.ts';

/**
 * A location page's reviews tab: the score per aspect (of the meeting type chosen), the reviews
 * with their responses, newest first, filtered by meeting type and minimum score, 10 a page; the
 * filters and page live in the address. Server-rendered with the page, with the location's
 * schema.org rating and reviews for search engines.
 */
export default function LocationReviews({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const score = useReviewScore(locationId, filters.meetingTypeId);
  const list = useLocationReviews(locationId, filters);
  const filtered = filters.meetingTypeId !== undefined || filters.minScore !== undefined;
  const noReviewsAtAll = !filtered && score.data?.Count === 0;
  return (
    <div className="location-reviews">
      {score.data && score.data.Count > 0 && <ScoreSummary score={score.data} locale={locale} />}
      {noReviewsAtAll ? (
        <p>{t('summary.none')}</p>
      ) : (
        <>
          <h3>{t('list.title')}</h3>
          <ReviewFilterForm
            filters={filters}
            locale={locale}
            withType
            onChange={(next) => setParams(searchOf(next), { preventScrollReset: true })}
          />
          <ReviewList
            list={list}
            page={filters.page}
            locale={locale}
            filtered={filtered}
            searchOf={(page) => searchOf({ ...filters, page })}
            label={t('list.title')}
          />
        </>
      )}
      {score.data && list.data && list.data.Results.length > 0 && (
        <RatingJsonLd score={score.data} reviews={list.data.Results} />
      )}
    </div>
  );
}

/** The location's rating and these reviews as schema.org data (search engines show the stars). */
function RatingJsonLd({ score, reviews }: { score: ReviewScore; reviews: readonly Review[] }) {
  const first = reviews[0];
  if (!first || score.Count === 0) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: first.LocationName,
    address: { '@type': 'PostalAddress', addressLocality: first.City, addressCountry: 'NL' },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: score.Overall,
      bestRating: 5,
      worstRating: 1,
      reviewCount: score.Count,
    },
    review: reviews
      .filter((r) => r.Overall !== null)
      .map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.ReviewerName },
        datePublished: r.SubmittedAt?.slice(0, 10),
        inLanguage: r.Language,
        reviewBody: r.Text,
        reviewRating: { '@type': 'Rating', ratingValue: r.Overall, bestRating: 5, worstRating: 1 },
      })),
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped, so no text closes the element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
