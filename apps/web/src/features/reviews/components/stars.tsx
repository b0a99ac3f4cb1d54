import type { Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format.ts';
import { filledStars } from '../format.ts';

/** A score as five stars to see and "4,3 van 5" to read (the stars are hidden from screen readers). */
export function Stars({
  score,
  locale,
  showNumber = false,
}: {
  score: number;
  locale: Locale;
  showNumber?: boolean;
}) {
  const { t } = useTranslation();
  const filled = filledStars(score);
  const text = t('stars.outOf', { score: formatScore(score, locale) });
  return (
    <span className="review-stars">
      <span aria-hidden="true" className="review-stars-glyphs">
        {'★'.repeat(filled)}
        <span className="review-stars-empty">{'☆'.repeat(5 - filled)}</span>
      </span>{' '}
      {showNumber ? (
        <span className="review-stars-text">{text}</span>
      ) : (
        <span className="visually-hidden">{text}</span>
      )}
    </span>
  );
}
