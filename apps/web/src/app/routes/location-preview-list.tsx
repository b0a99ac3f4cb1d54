import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocations } from '../../features/locations/index.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** A first look at the catalogue: how many locations there are and a few of them, each a link. */
export function LocationPreviewList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError } = useLocations({ itemsPerPage: 12 });
  if (isPending) return <p aria-live="polite">{t('home.loading')}</p>;
  if (isError) return <p role="alert">{t('home.error')}</p>;
  return (
    <section aria-labelledby="locations-title">
      <h2 id="locations-title">{t('home.locationsTitle')}</h2>
      <p>{t('home.locationsCount', { count: data.TotalItems })}</p>
      <ul className="location-list">
        {data.Results.map((location) => (
          <li key={location.Id}>
            <Link to={localizedPath('location', locale, { id: location.Id, slug: location.UrlName })}>
              <strong>{location.Name}</strong>
            </Link>
            <span>
              {location.Address}, {location.City}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localizedPath('locations', locale)}>{t('home.allLocations')}</Link>
      </p>
    </section>
  );
}
