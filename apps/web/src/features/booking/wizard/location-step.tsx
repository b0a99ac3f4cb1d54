import { type AvailabilityResult, type Locale, localizedPath, type SearchSort } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { MapRegion } from '../../../components/map/map-region.tsx';
import { Rating } from '../../../components/rating.tsx';
import { money } from '../../../lib/format.ts';

/**
 * Step 1: the locations of the search with their lowest price and lowest total, available ones
 * first, ordered by location (distance, name) or by price.
 */
export function LocationStep({
  result,
  locale,
  sort,
  onSort,
  showPrices,
  onChoose,
}: {
  result: AvailabilityResult;
  locale: Locale;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  showPrices: boolean;
  onChoose: (locationId: number) => void;
}) {
  const { t } = useTranslation();
  const points = result.Locations.map((l, i) => ({
    id: l.LocationId,
    label: String(i + 1),
    name: l.Name,
    address: `${l.Address}, ${l.City}`,
    href: localizedPath('location', locale, { id: l.LocationId, slug: l.UrlName }),
    lat: l.Latitude,
    lng: l.Longitude,
  }));
  return (
    <>
      <p>{t('wizard.locations.count', { count: result.AvailableLocations, total: result.TotalLocations })}</p>
      {result.NotSearchedReason && <p role="alert">{t(`warnings.${result.NotSearchedReason}`)}</p>}
      <div className="field inline-field">
        <label htmlFor="wizard-sort">{t('wizard.locations.sort')}</label>
        <select id="wizard-sort" value={sort} onChange={(e) => onSort(e.target.value as SearchSort)}>
          <option value="location">{t('wizard.locations.byLocation')}</option>
          <option value="price">{t('wizard.locations.byPrice')}</option>
        </select>
      </div>
      <div className="wizard-results">
        <ol className="result-list">
          {result.Locations.map((l, i) => (
            <li key={l.LocationId} className={l.IsAvailable ? 'result' : 'result result-unavailable'}>
              <h3>
                <span className="result-number" aria-hidden="true">
                  {i + 1}
                </span>{' '}
                {l.Name}
              </h3>
              <p>
                {l.Address}, {l.City}
                {l.Distance !== null && (
                  <span className="muted">
                    {' '}
                    · {t('wizard.locations.distance', { km: l.Distance.toFixed(1) })}
                  </span>
                )}
              </p>
              <Rating score={l.ReviewScore} count={l.ReviewCount} locale={locale} />
              {l.IsAvailable && l.LowestPriceTotal !== null ? (
                <>
                  {showPrices && l.LowestPrice !== null && (
                    <p>
                      {t('wizard.locations.lowest', {
                        price: money(l.LowestPrice, locale),
                        total: money(l.LowestPriceTotal, locale),
                      })}
                    </p>
                  )}
                  <button type="button" onClick={() => onChoose(l.LocationId)}>
                    {t('booking.locations.choose', { location: l.Name })}
                  </button>
                </>
              ) : (
                <p className="muted">
                  {l.Warnings.map((w) => t(`warnings.${w}`)).join(' · ') || t('booking.locations.full')}
                </p>
              )}
            </li>
          ))}
        </ol>
        {points.length > 0 && (
          <MapRegion label={t('wizard.locations.map')} points={points} className="wizard-map" />
        )}
      </div>
    </>
  );
}
