import { type Locale, REVIEW_ASPECTS, REVIEW_SCORE_MAX, type ReviewScore } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format.ts';
import { Stars } from './stars.tsx';

/**
 * A location's score: the overall number and stars, how many reviews, the score per aspect (a bar
 * to see, the number to read) and how many reviews gave each number of stars.
 */
export function ScoreSummary({
  score,
  locale,
  heading: Heading = 'h3',
}: {
  score: ReviewScore;
  locale: Locale;
  /** The level of its two headings (below the page's or the tab's). */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const aspectsId = useId();
  const spreadId = useId();
  return (
    <div className="review-summary" data-testid="review-summary">
      <div className="review-summary-overall">
        <p className="review-summary-number">
          <span className="review-summary-value">{formatScore(score.Overall, locale)}</span>
          <span className="review-summary-scale"> / {REVIEW_SCORE_MAX}</span>
        </p>
        <Stars score={score.Overall} locale={locale} />
        <p>{t('summary.count', { count: score.Count })}</p>
      </div>
      <div>
        <Heading id={aspectsId}>{t('summary.aspects')}</Heading>
        <dl className="review-summary-aspects" aria-labelledby={aspectsId}>
          {REVIEW_ASPECTS.map((aspect) => {
            const value = score.Aspects[aspect];
            return (
              <div key={aspect}>
                <dt>{t(`aspects.${aspect}`)}</dt>
                <dd>
                  <span className="review-bar" aria-hidden="true">
                    <span style={{ width: `${((value ?? 0) / REVIEW_SCORE_MAX) * 100}%` }} />
                  </span>
                  <span>{value === null ? t('summary.notScored') : formatScore(value, locale)}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      <div>
        <Heading id={spreadId}>{t('summary.distribution')}</Heading>
        <ul className="review-summary-spread" aria-labelledby={spreadId}>
          {score.Distribution.map((row) => (
            <li key={row.Stars}>
              <span className="review-bar" aria-hidden="true">
                <span style={{ width: `${score.Count ? (row.Count / score.Count) * 100 : 0}%` }} />
              </span>
              <span>
                {t('summary.row', { stars: t('stars.count', { count: row.Stars }), count: row.Count })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
