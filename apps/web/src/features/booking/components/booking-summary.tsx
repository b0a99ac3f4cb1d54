import {
  type AvailabilityLocation,
  type Cart,
  formatLongDate,
  type Locale,
  minutesToTime,
} from '@meetspace/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { HoldCountdown } from './hold-countdown.tsx';

/** What is being booked so far: from the search, the chosen location and the held cart. */
export interface SummaryFacts {
  date: string;
  startMinutes: number;
  endMinutes: number;
  seats: number;
  location?: AvailabilityLocation;
  cart: Cart | null;
}

/** The width from which the summary sits beside the steps (the spec's 1024 px breakpoint). */
const BESIDE = '(min-width: 1024px)';

/** Whether the page is wide enough for the summary beside the steps; follows resizing. */
function useWide(): boolean {
  const query = () => typeof window !== 'undefined' && window.matchMedia(BESIDE).matches;
  const [wide, setWide] = useState(query);
  useEffect(() => {
    const list = window.matchMedia(BESIDE);
    const changed = () => setWide(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return wide;
}

/**
 * The booking summary beside the wizard's steps (≥ 1024 px: always open in a side column; on a
 * phone a disclosure above the step, closed until opened): photo, location, room and layout, date
 * and times, seats, the price lines excl. VAT with the VAT and the total, and the hold countdown.
 */
export function BookingSummary({
  facts,
  locale,
  showPrices,
  onHoldExpired,
}: {
  facts: SummaryFacts;
  locale: Locale;
  showPrices: boolean;
  onHoldExpired: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, setOpen] = useState(false);
  const wide = useWide();
  const open = wide || opened;
  const { location, cart } = facts;
  const space = cart?.Spaces[0];
  const setting =
    space && location?.Spaces.find((s) => s.SpaceId === space.SpaceId && s.SettingId === space.SettingId);
  const date = cart?.StartDate ?? facts.date;
  const start = cart?.StartMinutes ?? facts.startMinutes;
  const end = cart?.EndMinutes ?? facts.endMinutes;
  const when = `${formatLongDate(date, locale)}, ${minutesToTime(start)}–${minutesToTime(end)}`;
  const options = cart?.Options.filter((o) => o.Amount > 0 && o.TotalPrice > 0) ?? [];
  const oneLine = [location?.Name ?? cart?.LocationName, space?.SpaceName, when].filter(Boolean).join(' · ');
  return (
    <section
      className={open ? 'booking-summary' : 'booking-summary is-collapsed'}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="booking-summary-title">
        {t('summary.title')}
      </p>
      {!wide && (
        <button
          type="button"
          className="booking-summary-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="booking-summary-line">{oneLine}</span>
          {showPrices && cart && <strong> · {money(cart.TotalInclTax, locale)}</strong>}
          <span className="booking-summary-more">{open ? t('summary.hide') : t('summary.show')}</span>
        </button>
      )}
      <div id={`${id}-body`} className="booking-summary-body">
        {location?.ImageUrl ? (
          <img
            className="booking-summary-photo"
            src={location.ImageUrl}
            alt=""
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <dl className="summary summary-compact">
          <dt>{t('wizard.summary.location')}</dt>
          <dd>
            {location?.Name ?? cart?.LocationName ?? t('summary.notChosen')}
            {location && <span className="muted block">{`${location.Address}, ${location.City}`}</span>}
          </dd>
          <dt>{t('wizard.summary.space')}</dt>
          <dd>
            {space ? space.SpaceName : t('summary.notChosen')}
            {setting && <span className="muted block">{setting.SettingName}</span>}
          </dd>
          <dt>{t('wizard.summary.when')}</dt>
          <dd>{when}</dd>
          <dt>{t('wizard.summary.seats')}</dt>
          <dd>{t('summary.people', { count: cart?.TotalSeats ?? facts.seats })}</dd>
        </dl>
        {showPrices && cart && (
          <dl className="summary summary-compact summary-prices">
            {space && (
              <div className="summary-row">
                <dt>{space.SpaceName}</dt>
                <dd>{money(space.PriceTotal, locale)}</dd>
              </div>
            )}
            {cart.PackageId !== null && cart.PackagePrice > 0 && (
              <div className="summary-row">
                <dt>{t('summary.package')}</dt>
                <dd>{money(cart.PackagePrice, locale)}</dd>
              </div>
            )}
            {options.map((o) => (
              <div key={o.OptionId} className="summary-row">
                <dt>
                  {o.Amount} × {o.Name}
                </dt>
                <dd>{money(o.TotalPrice, locale)}</dd>
              </div>
            ))}
            {cart.Discount > 0 && (
              <div className="summary-row">
                <dt>{t('wizard.summary.discount')}</dt>
                <dd>−{money(cart.Discount, locale)}</dd>
              </div>
            )}
            <div className="summary-row">
              <dt>{t('wizard.summary.exclTax')}</dt>
              <dd>{money(cart.TotalExclTax, locale)}</dd>
            </div>
            {cart.TaxTotals.map((tax) => (
              <div key={tax.Percentage} className="summary-row">
                <dt>{t('wizard.summary.tax', { percentage: tax.Percentage })}</dt>
                <dd>{money(tax.Total, locale)}</dd>
              </div>
            ))}
            <div className="summary-row summary-total">
              <dt>{t('wizard.summary.total')}</dt>
              <dd>
                <strong>{money(cart.TotalInclTax, locale)}</strong>
              </dd>
            </div>
          </dl>
        )}
      </div>
      {cart && <HoldCountdown expiresAt={cart.ExpiresAt} onExpired={onHoldExpired} />}
    </section>
  );
}
