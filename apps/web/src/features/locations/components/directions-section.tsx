import type { Locale } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { MapRegion } from '../../../components/map/map-region.tsx';
import { useLocationDirections } from '../api/get-location-directions.ts';

/** Where the location is and how to get there, with a small map and a route planner link. */
export function DirectionsSection({
  locationId,
  name,
  locale,
}: {
  locationId: number;
  name: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const id = useId();
  const directions = useLocationDirections(locationId, locale);
  const data = directions.data;
  return (
    <section className="location-panel directions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('locations.directions.title')}</h2>
      <Loading active={directions.isPending} label={t('locations.directions.loading')} />
      {directions.isError && (
        <p role="alert" className="error">
          {t('locations.directions.failed')}
        </p>
      )}
      {data && (
        <>
          <address>
            {data.Address}
            <br />
            {data.Postalcode} {data.City}
          </address>
          {data.Directions.trim() && <p className="pre">{data.Directions}</p>}
          <p>
            <a
              href={`https://www.openstreetmap.org/directions?to=${data.Latitude}%2C${data.Longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('locations.directions.plan')}
              <span className="visually-hidden"> {t('locations.newWindow')}</span>
            </a>
          </p>
          <MapRegion
            className="location-map"
            label={t('locations.map.locationLabel', { name })}
            points={[
              {
                id: data.LocationId,
                label: '',
                name,
                address: `${data.Address}, ${data.Postalcode} ${data.City}`,
                href: '',
                lat: data.Latitude,
                lng: data.Longitude,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
