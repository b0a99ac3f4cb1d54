import { type Locale, localizedPath, REVIEW_ASPECTS, type Review } from '@meetspace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { dayOf } from '../format.ts';
import { Stars } from './stars.tsx';

/**
 * One submitted review: who and when, the overall score, the aspects, the text (marked with its
 * language) and the location's response. `showLocation` names and links the location (lists of
 * several locations); `actions` go at the end (delete, respond).
 */
export function ReviewCard({
  review,
  locale,
  showLocation = false,
  actions,
}: {
  review: Review;
  locale: Locale;
  showLocation?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locationPath = localizedPath('location-reviews', locale, {
    id: review.LocationId,
    slug: review.LocationSlug,
  });
  return (
    <article className="review-card" data-testid="review-card">
      <header className="review-card-head">
        <p className="review-card-who">
          <strong>{review.ReviewerName}</strong>
          {showLocation && (
            <>
              {' '}
              {t('card.at')} <Link to={locationPath}>{review.LocationName}</Link>
              <span className="muted">, {review.City}</span>
            </>
          )}
        </p>
        {review.Overall !== null && <Stars score={review.Overall} locale={locale} showNumber />}
        <p className="review-card-when muted">
          {t('card.meeting', { date: formatDate(review.MeetingDate, locale) })}
          {review.SubmittedAt && (
            <>
              {' · '}
              {t('card.written', { date: dayOf(review.SubmittedAt, locale) })}
            </>
          )}
        </p>
      </header>
      {review.Scores && (
        <dl className="review-aspects" aria-label={t('card.scores', { name: review.ReviewerName })}>
          {REVIEW_ASPECTS.map((aspect) => {
            const score = review.Scores?.[aspect];
            if (score === null || score === undefined) return null;
            return (
              <div key={aspect}>
                <dt>{t(`aspects.${aspect}`)}</dt>
                <dd>
                  <Stars score={score} locale={locale} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {review.Text && (
        <p className="review-text pre" lang={review.Language}>
          {review.Text}
        </p>
      )}
      {review.Response && (
        <div className="review-response">
          <p className="review-response-head">
            <strong>{t('card.response', { location: review.LocationName })}</strong>{' '}
            <span className="muted">
              {t('card.responded', { date: dayOf(review.Response.RespondedAt, locale) })}
            </span>
          </p>
          <p className="pre">{review.Response.Text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
