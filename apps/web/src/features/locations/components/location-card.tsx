import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Rating } from '../../../components/rating.tsx';
import { logClick } from '../../../lib/click-log.ts';
import type { LocationListItem } from '../api/list-locations.ts';
import { formatKm } from '../format.ts';
import { LocationImage } from './location-image.tsx';
import { OfferTags } from './offer-tags.tsx';

/** A location in the list: its number on the map, name (the link to its page), address, offer and score. */
export function LocationCard({
  location,
  number,
  locale,
}: {
  location: LocationListItem;
  number: number;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const href = localizedPath('location', locale, { id: location.Id, slug: location.UrlName });
  return (
    <article className="location-card">
      {location.Image ? (
        <LocationImage frameClassName="location-card-media" src={location.Image.Url} alt="" />
      ) : (
        <div className="photo-frame location-card-media" />
      )}
      <div className="location-card-body">
        <div className="location-card-head">
          <span className="location-card-number" aria-hidden="true">
            {number}
          </span>
          <h3>
            <Link to={href} className="location-card-link" onClick={() => logClick('Location', location.Id)}>
              {location.Name}
            </Link>
          </h3>
        </div>
        <p className="location-card-address">
          {location.Address}, {location.Postalcode} {location.City}
        </p>
        {location.Distance !== null && (
          <p className="location-card-distance">
            {t('locations.card.distance', { distance: formatKm(location.Distance, locale) })}
          </p>
        )}
        <OfferTags meetingTypeIds={location.MeetingtypeIds} locale={locale} />
        <Rating score={location.ReviewScore} count={location.ReviewCount} locale={locale} />
      </div>
    </article>
  );
}
