import { AMENITY_NAMES, type Amenity, isAccessibilityAmenity, type Locale } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the location offers beside its spaces, and its accessibility, as the host ticked them. */
export function AmenitiesSection({
  amenities,
  locale,
}: {
  amenities: readonly Amenity[] | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!amenities || amenities.length === 0) return null;
  const groups = [
    { key: 'general', items: amenities.filter((a) => !isAccessibilityAmenity(a)) },
    { key: 'accessibility', items: amenities.filter(isAccessibilityAmenity) },
  ].filter((g) => g.items.length > 0);
  return (
    <section className="location-panel amenities" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('locations.amenities.title')}</h2>
      {groups.map((group) => (
        <div key={group.key}>
          <h3 id={`${id}-${group.key}`}>{t(`locations.amenities.${group.key}`)}</h3>
          <ul className="tags" aria-labelledby={`${id}-${group.key}`}>
            {group.items.map((a) => (
              <li key={a}>{AMENITY_NAMES[a][locale]}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
