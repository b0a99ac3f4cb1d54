import {
  type AvailabilityResult,
  type Locale,
  localizedPath,
  locationVerdict,
  type SearchSort,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { MapRegion } from '../../../components/map/map-region.tsx';
import { Rating } from '../../../components/rating.tsx';
import { formatKilometres, money } from '../../../lib/format.ts';
import { ResultPhoto } from '../components/result-photo.tsx';

/**
 * Step 1: the locations of the search with a photo and the lowest price for this booking (excl.
 * VAT), available ones first, ordered by location (distance, name) or by price. A location that
 * cannot be booked says why, most decisive first (too many people before the opening hours);
 * a search that found no location at all says so and suggests what to try.
 */
export function LocationStep({
  result,
  locale,
  sort,
  onSort,
  showPrices,
  searchTerm,
  onChoose,
}: {
  result: AvailabilityResult;
  locale: Locale;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  showPrices: boolean;
  /** The place searched for, if any (for the "nothing found" hint). */
  searchTerm?: string | null;
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
  if (result.TotalLocations === 0 && !result.NotSearchedReason) {
    const place = searchTerm?.trim();
    return (
      <div className="wizard-nothing">
        <p>{place ? t('wizard.locations.noneFor', { place }) : t('wizard.locations.none')}</p>
        <p className="muted">{place ? t('wizard.locations.noneForHint') : t('wizard.locations.noneHint')}</p>
      </div>
    );
  }
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
            <li
              key={l.LocationId}
              className={l.IsAvailable ? 'result result-card' : 'result result-card result-unavailable'}
            >
              <ResultPhoto src={l.ImageUrl} />
              <div className="result-body">
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
                      · {t('wizard.locations.distance', { km: formatKilometres(l.Distance, locale) })}
                    </span>
                  )}
                </p>
                <Rating score={l.ReviewScore} count={l.ReviewCount} locale={locale} />
                {l.IsAvailable && l.LowestPriceTotal !== null ? (
                  <>
                    {showPrices && (
                      <p className="result-price">
                        {t('prices.fromForBooking', { total: money(l.LowestPriceTotal, locale) })}
                      </p>
                    )}
                    <button type="button" onClick={() => onChoose(l.LocationId)}>
                      {t('booking.locations.choose', { location: l.Name })}
                    </button>
                  </>
                ) : (
                  <p className="muted">
                    {locationVerdict(l, result.Seats)
                      .map((w) =>
                        t(w === 'TooManyPeople' ? 'booking.verdict.TooManyPeople' : `warnings.${w}`),
                      )
                      .join(' · ') || t('booking.locations.full')}
                  </p>
                )}
              </div>
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
