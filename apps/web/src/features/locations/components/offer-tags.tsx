import type { Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { meetingTypeNames } from '../format.ts';

/** What a location offers (its meeting types), as tags; on the location card and the location page. */
export function OfferTags({ meetingTypeIds, locale }: { meetingTypeIds: readonly number[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <ul className="tags" aria-label={t('locations.card.offers')}>
      {meetingTypeNames(meetingTypeIds, locale).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
