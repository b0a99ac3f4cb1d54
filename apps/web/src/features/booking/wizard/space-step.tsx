import type { AvailabilityLocation, Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

/** Step 2: the location's spaces with their setting, seats, price and (when not free) why not. */
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
  return (
    <>
      <p>
        {location.Address}, {location.Postalcode} {location.City}
      </p>
      <ul className="result-list">
        {location.Spaces.map((s) => (
          <li key={s.Id} className={s.SpaceAvailable ? 'result' : 'result result-unavailable'}>
            <h3>
              {s.SpaceName} <span className="muted">({s.SettingName})</span>
            </h3>
            <p>{t('booking.spaces.seats', { min: s.MinSeats, max: s.MaxSeats })}</p>
            {s.SpaceAvailable ? (
              <>
                {showPrices && (
                  <p>
                    {t('wizard.spaces.price', {
                      price: money(s.Price, locale),
                      total: money(s.PriceTotal, locale),
                    })}
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
              <p className="muted">{s.Warnings.map((w) => t(`warnings.${w}`)).join(' · ')}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
