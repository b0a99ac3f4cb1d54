import { type Locale, MEETING_TYPE_IDS, MEETING_TYPE_NAMES } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format.ts';
import type { ReviewFilters } from '../api/reviews.ts';
import { MIN_SCORES } from '../format.ts';

/**
 * The filters of a reviews list: meeting type (`withType`) and minimum score. A change applies at
 * once (the list below follows; nothing else on the page moves) and goes back to the first page.
 */
export function ReviewFilterForm({
  filters,
  locale,
  withType,
  onChange,
}: {
  filters: ReviewFilters;
  locale: Locale;
  withType: boolean;
  onChange: (next: ReviewFilters) => void;
}) {
  const { t } = useTranslation();
  const typeId = useId();
  const scoreId = useId();
  return (
    <form className="review-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      {withType && (
        <div className="field">
          <label htmlFor={typeId}>{t('filters.meetingType')}</label>
          <select
            id={typeId}
            value={filters.meetingTypeId ?? ''}
            onChange={(e) =>
              onChange({
                ...filters,
                page: 1,
                meetingTypeId: e.target.value ? Number(e.target.value) : undefined,
              })
            }
          >
            <option value="">{t('filters.allTypes')}</option>
            {MEETING_TYPE_IDS.map((id) => (
              <option key={id} value={id}>
                {MEETING_TYPE_NAMES[id][locale]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={scoreId}>{t('filters.minScore')}</label>
        <select
          id={scoreId}
          value={filters.minScore ?? ''}
          onChange={(e) =>
            onChange({ ...filters, page: 1, minScore: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">{t('filters.anyScore')}</option>
          {MIN_SCORES.map((score) => (
            <option key={score} value={score}>
              {t('filters.atLeast', { score: formatScore(score, locale) })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
