import { localizedPath } from '@meetspace/domain';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import type { MapPoint } from '../../../components/map/map-point.ts';
import { MapRegion } from '../../../components/map/map-region.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { useLocationList } from '../api/list-locations.ts';
import {
  changeFilters,
  filtersFromParams,
  filtersToParams,
  type LocationFilters,
  pageCount,
} from '../list-filters.ts';
import { ListPager } from './list-pager.tsx';
import { LocationCard } from './location-card.tsx';
import { LocationFilterForm } from './location-filters.tsx';

/** The locations list: filters kept in the URL query, a page of results and a map of that page. */
export function LocationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useLocationList(filters, locale);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePageMeta(t('locations.list.title'), t('locations.list.intro'));

  // From the address as it is now, not this render's copy: two changes in quick succession (the
  // second before the first one's navigation has rendered) must both be kept.
  const apply = (change: Partial<LocationFilters>) =>
    setParams(
      filtersToParams(changeFilters(filtersFromParams(new URLSearchParams(window.location.search)), change)),
    );
  const hrefOfPage = (page: number) => {
    const query = filtersToParams({ ...filters, page }).toString();
    return `${localizedPath('locations', locale)}${query ? `?${query}` : ''}`;
  };

  const data = list.data;
  const points = useMemo<MapPoint[]>(
    () =>
      (data?.items ?? []).map((location, index) => ({
        id: location.Id,
        label: String(index + 1),
        name: location.Name,
        address: `${location.Address}, ${location.City}`,
        href: localizedPath('location', locale, { id: location.Id, slug: location.UrlName }),
        lat: location.Latitude,
        lng: location.Longitude,
      })),
    [data, locale],
  );

  // The count says what the new filters found: not said while the previous list is still shown.
  let summary = '';
  if (data && !list.isPlaceholderData)
    summary = filters.near
      ? t('locations.list.countNear', { count: data.total, km: filters.near.radius })
      : t('locations.list.count', { count: data.total });

  return (
    <div className="locations-page">
      <header className="locations-intro">
        <h1>{t('locations.list.title')}</h1>
        <p>{t('locations.list.intro')}</p>
      </header>
      <LocationFilterForm filters={filters} onChange={apply} />
      <section className="locations-results" aria-labelledby="locations-results-title">
        <div className="locations-results-head">
          <h2 id="locations-results-title" ref={resultsHeading} tabIndex={-1}>
            {t('locations.list.results')}
          </h2>
          <p role="status" className="locations-count">
            {summary}
          </p>
        </div>
        <div className="locations-layout">
          {/* First in the page, so on a phone the map is seen before the long list. */}
          <MapRegion
            label={t('locations.map.listLabel')}
            points={points}
            loading={!data}
            className="locations-map"
          />
          <div className="locations-column" aria-busy={list.isFetching}>
            <Loading active={list.isPending} label={t('locations.list.loading')} />
            {list.isError && !data && (
              <p role="alert" className="error">
                {t('locations.list.failed')}{' '}
                <button type="button" className="link" onClick={() => void list.refetch()}>
                  {t('locations.retry')}
                </button>
              </p>
            )}
            {data && data.items.length === 0 && (
              <div className="locations-empty">
                <p>{filters.page > 1 ? t('locations.list.pageEmpty') : t('locations.list.none')}</p>
                <p>
                  <Link to={localizedPath('locations', locale)}>{t('locations.list.showAll')}</Link>
                </p>
              </div>
            )}
            {data && data.items.length > 0 && (
              <ol className="location-cards">
                {data.items.map((location, index) => (
                  <li key={location.Id}>
                    <LocationCard location={location} number={index + 1} locale={locale} />
                  </li>
                ))}
              </ol>
            )}
            {data && (
              <ListPager
                page={filters.page}
                pages={pageCount(data.total)}
                hrefOf={hrefOfPage}
                onNavigate={() => resultsHeading.current?.focus()}
              />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
