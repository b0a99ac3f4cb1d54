import {
  type AvailabilityResult,
  type Locale,
  localizedPath,
  locationVerdict,
  type Search,
  type SearchSort,
  TENDER_LOCATIONS,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  search,
}: {
  result: AvailabilityResult;
  locale: Locale;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  showPrices: boolean;
  /** The place searched for, if any (for the "nothing found" hint). */
  searchTerm?: string | null;
  onChoose: (locationId: number) => void;
  /** The search shown: with it, a link asks the first results for proposals (not inside a widget). */
  search?: Search;
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
      {search && search.WidgetId === null && result.Locations.length > 0 && (
        <p className="wizard-tender">
          <Link to={tenderHref(search, result, locale)} data-testid="search-tender-link">
            {t('wizard.locations.tender', {
              count: Math.min(result.Locations.length, TENDER_LOCATIONS.max),
            })}
          </Link>
        </p>
      )}
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

/** The tender form for this search: its period, seats, kind and place, and its first 5 locations. */
export function tenderHref(search: Search, result: AvailabilityResult, locale: Locale): string {
  const query = new URLSearchParams({
    locations: result.Locations.slice(0, TENDER_LOCATIONS.max)
      .map((l) => l.LocationId)
      .join(','),
    date: search.StartDate.slice(0, 10),
    endDate: search.EndDate.slice(0, 10),
    start: String(search.StartMinutes),
    end: String(search.EndMinutes),
    seats: String(search.Seats),
    type: String(search.MeetingtypeId),
  });
  if (search.SearchTerm) query.set('place', search.SearchTerm);
  if (search.Latitude !== null && search.Longitude !== null) {
    query.set('lat', String(search.Latitude));
    query.set('lng', String(search.Longitude));
  }
  return `${localizedPath('tender', locale)}?${query}`;
}
