import { formatLongDate, localizedPath, minutesToTime, type Reservation } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { finalizeCart } from '../api/booking.ts';
import { PayOptions } from './pay-options.tsx';
import type { StepProps } from './wizard-context.ts';

/**
 * Step 6: everything the reservation will be, then "Book now" finalizes the cart
 * (`POST /v2/cart/{key}/finalize`); a second click while it runs is ignored.
 */
export function ConfirmStep(props: StepProps & { onBooked: (r: Reservation) => void }) {
  const { t } = useTranslation();
  const { cart, locale, busy, run, onBooked, widget } = props;
  const space = cart.Spaces[0];
  const booker = cart.Contacts.find((c) => c.TypeId === 1);
  const invoice = cart.InvoiceAddress;
  const invoiceText = [
    invoice.Company,
    invoice.SendTo,
    invoice.Address,
    invoice.PostalCode,
    invoice.City,
    invoice.Country,
  ]
    .filter(Boolean)
    .join(', ');
  const options = cart.Options.filter((o) => o.Amount > 0);
  return (
    <>
      <dl className="summary">
        <dt>{t('wizard.summary.location')}</dt>
        <dd>{cart.LocationName}</dd>
        {space && (
          <>
            <dt>{t('wizard.summary.space')}</dt>
            <dd>
              {space.SpaceName}
              {widget.ShowPrices && <> · {money(space.PriceTotal, locale)}</>}
            </dd>
          </>
        )}
        <dt>{t('wizard.summary.when')}</dt>
        <dd>
          {formatLongDate(cart.StartDate, locale)}, {minutesToTime(cart.StartMinutes)}–
          {minutesToTime(cart.EndMinutes)}
        </dd>
        <dt>{t('wizard.summary.seats')}</dt>
        <dd>{cart.TotalSeats}</dd>
        {cart.Name && (
          <>
            <dt>{t('wizard.summary.name')}</dt>
            <dd>{cart.Name}</dd>
          </>
        )}
        {cart.PackageId !== null && widget.ShowPrices && cart.PackagePrice > 0 && (
          <>
            <dt>{t('summary.package')}</dt>
            <dd>{money(cart.PackagePrice, locale)}</dd>
          </>
        )}
        {options.length > 0 && (
          <>
            <dt>{t('wizard.summary.options')}</dt>
            <dd>
              <ul>
                {options.map((o) => (
                  <li key={o.OptionId}>
                    {o.Amount} × {o.Name}
                    {widget.ShowPrices && <> · {money(o.TotalPrice, locale)}</>}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {cart.Tags.length > 0 && (
          <>
            <dt>{t('wizard.summary.tags')}</dt>
            <dd>{cart.Tags.join(', ')}</dd>
          </>
        )}
        {cart.Comments[0]?.Text && (
          <>
            <dt>{t('wizard.summary.comment')}</dt>
            <dd>{cart.Comments[0].Text}</dd>
          </>
        )}
        {booker && (
          <>
            <dt>{t('wizard.summary.booker')}</dt>
            <dd>
              {booker.Name} ({booker.Email})
            </dd>
          </>
        )}
        {invoiceText && (
          <>
            <dt>{t('wizard.summary.invoice')}</dt>
            <dd>{invoiceText}</dd>
          </>
        )}
        {widget.ShowPrices && (
          <>
            {cart.Discount > 0 && (
              <>
                <dt>{t('wizard.summary.discount')}</dt>
                <dd>−{money(cart.Discount, locale)}</dd>
              </>
            )}
            <dt>{t('wizard.summary.exclTax')}</dt>
            <dd>{money(cart.TotalExclTax, locale)}</dd>
            {cart.TaxTotals.map((tax) => (
              <div key={tax.Percentage} className="summary-row">
                <dt>{t('wizard.summary.tax', { percentage: tax.Percentage })}</dt>
                <dd>{money(tax.Total, locale)}</dd>
              </div>
            ))}
            <dt>{t('wizard.summary.total')}</dt>
            <dd>
              <strong>{money(cart.TotalInclTax, locale)}</strong>
            </dd>
            {cart.CreditUsed > 0 && (
              <>
                <dt>{t('wizard.summary.toPay')}</dt>
                <dd>{money(cart.AmountToPay, locale)}</dd>
              </>
            )}
          </>
        )}
      </dl>
      <p className="wizard-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => run(async () => onBooked(await finalizeCart(cart.CartKey)), 'booking.bookFailed')}
        >
          {t('booking.details.book')}
        </button>
      </p>
    </>
  );
}

/**
 * After finalizing: the reservation number and what happens next. A guest (or a booking that is not
 * the logged-in member's) hears that the mail holds the manage link, and where to ask for it again.
 */
export function BookedView({ reservation, locale }: { reservation: Reservation; locale: 'nl' | 'en' }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const own = member !== null && reservation.ProfileId === member.Id;
  return (
    <>
      <p>{t('booking.done.number', { id: reservation.Id })}</p>
      <p>
        {reservation.LocationName} · {formatLongDate(reservation.StartDate, locale)},{' '}
        {minutesToTime(reservation.StartMinutes)}–{minutesToTime(reservation.EndMinutes)}
      </p>
      <p>{t('booking.done.total', { total: money(reservation.TotalInclTax, locale) })}</p>
      <p>{t('booking.done.mail')}</p>
      {!own && (
        <p>
          {t('booking.done.manage')}{' '}
          <Link to={localizedPath('find-booking', locale)}>{t('booking.done.findBooking')}</Link>
        </p>
      )}
      {/* The member's payment call is the booker's own; the booked view has no manage token, so a guest
          hears that the mailed manage link opens the booking with its Pay section. */}
      {own ? (
        <PayOptions reservation={reservation} />
      ) : (
        reservation.TotalOpen > 0 && <p>{t('booking.pay.guest')}</p>
      )}
      <p>
        {own && (
          <>
            <Link to={localizedPath('my-reservation', locale, { id: reservation.Id })}>
              {t('wizard.done.open')}
            </Link>
            {' · '}
          </>
        )}
        <Link to={localizedPath('index', locale)} reloadDocument={false}>
          {t('wizard.done.again')}
        </Link>
      </p>
    </>
  );
}
