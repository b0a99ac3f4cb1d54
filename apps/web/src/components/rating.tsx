import { formatCompactNumber, type Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../lib/format.ts';

/** "★ 4,5 van 5 · 208 beoordelingen" (above 999 as "1,2K"), or "no reviews yet" without any. */
export function Rating({ score, count, locale }: { score: number; count: number; locale: Locale }) {
  const { t } = useTranslation();
  if (count === 0) return <p className="rating muted">{t('rating.none')}</p>;
  return (
    <p className="rating">
      <span className="rating-star" aria-hidden="true">
        ★
      </span>{' '}
      {t('rating.score', {
        score: formatScore(score, locale),
        count,
        shown: formatCompactNumber(count, locale),
      })}
    </p>
  );
}
