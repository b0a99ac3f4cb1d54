import type { AvailabilityLocation, Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { useSpacesOfLocation } from '../api/booking.ts';
import { ResultPhoto } from '../components/result-photo.tsx';

/**
 * Step 2: the location's spaces with a photo, the layout, how many people it seats, what the room
 * offers (its description and minimum duration), the price for this booking excl. VAT and (when
 * not free) why not.
 */
export function SpaceStep({
  location,
  locale,
  showPrices,
  busy,
  onChoose,
}: {
  location: AvailabilityLocation;
  locale: Locale;
  showPrices: boolean;
  busy: boolean;
  onChoose: (hash: string) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useSpacesOfLocation(location.LocationId, locale);
  const about = new Map((catalogue.data?.Results ?? []).map((s) => [s.Id, s]));
  return (
    <>
      <p>
        {location.Address}, {location.Postalcode} {location.City}
      </p>
      <ul className="result-list">
        {location.Spaces.map((s) => {
          const space = about.get(s.SpaceId);
          const photo = space?.ImageUrl ?? location.ImageUrl;
          return (
            <li
              key={s.Id}
              className={s.SpaceAvailable ? 'result result-card' : 'result result-card result-unavailable'}
            >
              <ResultPhoto src={photo} />
              <div className="result-body">
                <h3>{s.SpaceName}</h3>
                <ul className="space-facts-inline">
                  <li>{t('booking.spaces.layout', { layout: s.SettingName })}</li>
                  <li>
                    {s.MinSeats === s.MaxSeats
                      ? t('booking.spaces.seatsExact', { count: s.MaxSeats })
                      : t('booking.spaces.seatsRange', { min: s.MinSeats, max: s.MaxSeats })}
                  </li>
                  {space && space.MinDuration > 0 && (
                    <li>{t('booking.spaces.minHours', { count: Math.ceil(space.MinDuration / 60) })}</li>
                  )}
                </ul>
                {space?.Description.trim() && <p className="muted">{space.Description}</p>}
                {s.SpaceAvailable ? (
                  <>
                    {showPrices && (
                      <p className="result-price">
                        {t('prices.forBooking', { total: money(s.PriceTotal, locale) })}{' '}
                        <span className="muted">
                          {t('prices.perPerson', { price: money(s.Price, locale) })}
                        </span>
                      </p>
                    )}
                    {s.Warnings.length > 0 && (
                      <p className="muted">{s.Warnings.map((w) => t(`warnings.${w}`)).join(' · ')}</p>
                    )}
                    <button type="button" disabled={busy} onClick={() => onChoose(s.Hash)}>
                      {t('booking.spaces.choose', { space: s.SpaceName })}
                    </button>
                  </>
                ) : (
                  <p className="muted">
                    {s.MaxSeats < s.Seats
                      ? t('booking.verdict.TooManyPeople')
                      : s.Warnings.map((w) => t(`warnings.${w}`)).join(' · ')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
