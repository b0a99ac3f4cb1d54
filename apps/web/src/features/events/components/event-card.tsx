import { type EventSummary, type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeriod } from '../../../lib/period-format.ts';
import { availability, formatPrice, placeParts, typeName } from '../event-format.ts';

/** An event in a list: picture, name (the link), when, where, price and places left. */
export function EventCard({
  event,
  locale,
  headingLevel = 3,
}: {
  event: EventSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const { place, online } = placeParts(event);
  const left = availability(event);
  return (
    <article className="event-card">
      {event.Image ? (
        <img className="event-card-image" src={event.Image} alt="" loading="lazy" width={400} height={225} />
      ) : (
        <div className="event-card-image placeholder" aria-hidden="true" />
      )}
      <div className="event-card-body">
        <p className="event-card-type">{typeName(event.EventTypeId, locale)}</p>
        <Heading className="event-card-title">
          <Link to={localizedPath('event', locale, { id: event.Id, slug: event.Slug })}>{event.Name}</Link>
        </Heading>
        <dl className="event-card-facts">
          <dt>{t('card.when')}</dt>
          <dd>{formatPeriod(event, locale)}</dd>
          <dt>{t('card.where')}</dt>
          <dd>
            {place && online
              ? t('card.hybridPlace', { place })
              : place || (online ? t('card.online') : t('card.placeUnknown'))}
          </dd>
          <dt>{t('card.price')}</dt>
          <dd>
            {event.Price ? formatPrice(event.Price.Price, event.Price.Currency, locale) : t('card.free')}
          </dd>
        </dl>
        {left.kind !== 'open' && (
          <p className={left.kind === 'full' ? 'event-card-places full' : 'event-card-places'}>
            {left.kind === 'full' ? t('card.full') : t('card.placesLeft', { count: left.count })}
          </p>
        )}
      </div>
    </article>
  );
}
