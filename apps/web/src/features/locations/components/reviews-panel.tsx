import type { Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format.ts';

const STARS = 5;

/**
 * The location's review score and count. There is no list of single reviews to show yet (the API
 * has none), and the panel says so rather than inventing any.
 */
export function ReviewsPanel({ score, count, locale }: { score: number; count: number; locale: Locale }) {
  const { t } = useTranslation();
  const filled = Math.round(score);
  return (
    <div className="reviews-panel">
      {count === 0 ? (
        <p>{t('locations.reviews.none')}</p>
      ) : (
        <div className="review-score">
          <p className="review-score-number">
            <span className="review-score-value">{formatScore(score, locale)}</span>
            <span className="visually-hidden"> </span>
            <span className="review-score-scale">{t('locations.reviews.outOf', { max: STARS })}</span>
          </p>
          <p className="review-stars" aria-hidden="true">
            {'★'.repeat(filled)}
            <span className="review-stars-empty">{'★'.repeat(STARS - filled)}</span>
          </p>
          <p>{t('locations.reviews.count', { count })}</p>
        </div>
      )}
      <p className="notice">{t('locations.reviews.later')}</p>
    </div>
  );
}
