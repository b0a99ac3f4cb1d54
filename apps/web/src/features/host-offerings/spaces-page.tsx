import {
  localizedPath,
  MEETING_TYPE_NAMES,
  type MeetingType,
  PRICING_TYPE_NAMES,
  type PricingType,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSpaces } from './api/offerings.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';

/** `host/locations/:locationId/spaces`: the location's spaces (type, capacity, price) and adding one. */
export function SpacesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const spaces = useSpaces(locationId);
  const data = spaces.data;
  return (
    <OfferingsFrame
      current="host-location-spaces"
      locationId={locationId}
      locationName={data?.LocationName}
      title={t('spaces.title')}
      pending={spaces.isPending}
      error={spaces.error}
    >
      {data && (
        <>
          <p>
            <Link
              className="button-link"
              to={localizedPath('host-location-space', locale, { locationId, spaceId: 'new' })}
            >
              {t('spaces.add')}
            </Link>
          </p>
          {data.Results.length === 0 ? (
            <p>{t('spaces.none')}</p>
          ) : (
            <table className="offerings-table">
              <caption className="visually-hidden">{t('spaces.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.name')}</th>
                  <th scope="col">{t('fields.meetingType')}</th>
                  <th scope="col">{t('fields.capacity')}</th>
                  <th scope="col">{t('fields.price')}</th>
                  <th scope="col">{t('fields.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Results.map((space) => (
                  <tr key={space.Id}>
                    <th scope="row" data-label={t('fields.name')}>
                      <Link
                        to={localizedPath('host-location-space', locale, { locationId, spaceId: space.Id })}
                      >
                        {(locale === 'en' && space.NameEn) || space.NameNl}
                      </Link>
                    </th>
                    <td data-label={t('fields.meetingType')}>
                      {MEETING_TYPE_NAMES[space.MeetingtypeId as MeetingType]?.[locale] ??
                        space.MeetingtypeId}
                    </td>
                    <td data-label={t('fields.capacity')}>{space.Capacity}</td>
                    <td data-label={t('fields.price')}>
                      {space.IsSocialCapital
                        ? t('spaces.socialCapital')
                        : `${money(space.Price, locale)} ${PRICING_TYPE_NAMES[space.PricingTypeId as PricingType]?.[locale].toLowerCase() ?? ''}`}
                    </td>
                    <td data-label={t('fields.status')}>{space.IsActive ? t('active') : t('inactive')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </OfferingsFrame>
  );
}
