import { isPricingType, type Locale, PRICING_TYPE_NAMES, type SpaceListItem } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { LocationImage } from './location-image.tsx';

/** A space of a tab: photo, name, description, capacity, minimum duration, settings and price. */
export function SpaceCard({ space, locale }: { space: SpaceListItem; locale: Locale }) {
  const { t } = useTranslation();
  const pricing = isPricingType(space.PricingTypeId)
    ? PRICING_TYPE_NAMES[space.PricingTypeId][locale].toLocaleLowerCase(locale)
    : '';
  return (
    <article className="space-card">
      {space.ImageUrl && <LocationImage frameClassName="space-card-media" src={space.ImageUrl} alt="" />}
      <div className="space-card-body">
        <h3>{space.Name}</h3>
        {space.Description.trim() && <p>{space.Description}</p>}
        <ul className="space-facts">
          <li>{t('locations.spaces.capacity', { count: space.Capacity })}</li>
          {space.MinDuration > 0 && (
            <li>
              {t('locations.spaces.minDuration', {
                duration:
                  space.MinDuration % 60 === 0
                    ? t('locations.spaces.hours', { count: space.MinDuration / 60 })
                    : t('locations.spaces.minutes', { count: space.MinDuration }),
              })}
            </li>
          )}
        </ul>
        {space.Settings.length > 0 && (
          <>
            <h4 className="space-settings-title">{t('locations.spaces.settings')}</h4>
            <ul className="tags space-settings">
              {space.Settings.map((setting) => (
                <li key={setting.SettingId}>
                  {setting.Name}:{' '}
                  {setting.MinSeats === setting.MaxSeats
                    ? t('locations.spaces.seatsExact', { count: setting.MaxSeats })
                    : t('locations.spaces.seatsRange', { min: setting.MinSeats, max: setting.MaxSeats })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className="space-price">
        {space.IsSocialCapital ? (
          t('locations.spaces.socialCapital')
        ) : (
          <>
            <strong>{money(space.Price, locale)}</strong> {pricing}{' '}
            <span className="space-tax">
              {t('locations.spaces.exclTax', { percentage: space.TaxPercentage })}
            </span>
          </>
        )}
      </p>
    </article>
  );
}
