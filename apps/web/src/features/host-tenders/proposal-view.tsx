import {
  CANCEL_REASON_LABELS,
  type CancelReason,
  localizedPath,
  type Proposal,
  spaceSettingName,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatInstant, money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** A money amount's difference as a signed text: "+ € 10,00" / "− € 10,00" (not broken after the sign). */
export function signedMoney(euros: number, locale: 'nl' | 'en'): string {
  if (euros === 0) return money(0, locale);
  return `${euros > 0 ? '+' : '−'}\u00a0${money(Math.abs(euros), locale)}`;
}

/**
 * A sent proposal as it stands: its version, status and last day, the link to the applicant's
 * page (and, once accepted, to the booking), what it offers at which price, the totals, the text
 * and the history.
 */
export function ProposalView({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const p = proposal;
  return (
    <section aria-labelledby="ht-proposal-title" className="ht-proposal" data-testid="proposal-view">
      <h2 id="ht-proposal-title" tabIndex={-1}>
        {t('view.title', { version: p.Version })}
      </h2>
      <p className="ht-status-line">
        <span className={`ht-badge ht-badge--${p.Status}`} data-testid="proposal-status">
          {t(`proposalStatus.${p.Status}`)}
        </span>{' '}
        {t('view.sentAt', { when: formatInstant(p.SentAt, locale) })} ·{' '}
        {t('view.validUntil', { date: formatDate(p.ValidUntil, locale) })}
      </p>
      <ul className="ht-links">
        <li>
          <Link to={localizedPath('proposal', locale, { key: p.Key })}>{t('view.open')}</Link>
        </li>
        {p.Status === 'accepted' && p.ReservationId !== null && (
          <li>
            <Link to={localizedPath('host-booking', locale, { id: p.ReservationId })}>
              {t('view.booking', { id: p.ReservationId })}
            </Link>
          </li>
        )}
      </ul>
      {p.Status === 'rejected' && (
        <p className="notice">
          {t('view.rejected')}
          {p.CancelReason ? ` ${CANCEL_REASON_LABELS[p.CancelReason as CancelReason]?.[locale] ?? ''}.` : ''}
          {p.Reason ? ` “${p.Reason}”` : ''}
        </p>
      )}
      <section
        className="ht-scroll"
        aria-label={t('view.offered')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        <table className="ht-table">
          <caption>{t('view.offered')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('view.item')}</th>
              <th scope="col">{t('view.details')}</th>
              <th scope="col" className="num">
                {t('view.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.Spaces.map((s) => (
              <tr key={`s${s.SpaceId}`}>
                <th scope="row">{s.Name}</th>
                <td>
                  {spaceSettingName(s.SettingId, locale) ?? '–'}, {t('view.people', { count: s.Seats })}
                  {s.Adjustment !== 0 && (
                    <>
                      <br />
                      <span className="muted">
                        {t('view.adjusted', {
                          list: money(s.ListPrice, locale),
                          difference: signedMoney(s.Adjustment, locale),
                        })}
                      </span>
                    </>
                  )}
                </td>
                <td className="num">{money(s.Price, locale)}</td>
              </tr>
            ))}
            {p.Options.map((o) => (
              <tr key={`o${o.OptionId}`}>
                <th scope="row">{o.Name}</th>
                <td>
                  {t('view.times', { amount: o.Amount, price: money(o.PricePerItem, locale) })}
                  {o.Adjustment !== 0 && (
                    <>
                      <br />
                      <span className="muted">
                        {t('view.adjusted', {
                          list: money(o.ListPricePerItem, locale),
                          difference: signedMoney(o.Adjustment, locale),
                        })}
                      </span>
                    </>
                  )}
                </td>
                <td className="num">{money(o.Total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="facts ht-totals">
        {(
          [
            [t('summary.excl'), money(p.TotalExclTax, locale)],
            [t('summary.vat'), money(p.TaxTotal, locale)],
            [t('summary.incl'), money(p.TotalInclTax, locale)],
            [t('summary.perPerson'), money(p.PricePerPerson, locale)],
            ...(p.AdjustmentTotal !== 0
              ? [[t('summary.adjustments'), signedMoney(p.AdjustmentTotal, locale)]]
              : []),
          ] as [string, string][]
        ).map(([label, value]) => (
          <div key={label} className="ht-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {p.Text && (
        <>
          <h3>{t('view.text')}</h3>
          <p className="pre">{p.Text}</p>
        </>
      )}
      {p.History.length > 0 && (
        <>
          <h3>{t('view.history')}</h3>
          <ol className="ht-history">
            {p.History.map((h) => (
              <li key={`${h.Kind}-${h.Version}-${h.At}`}>
                {formatInstant(h.At, locale)}:{' '}
                {t(`history.${h.Kind}`, { version: h.Version, name: h.ByName })}
                {h.Comment && (
                  <>
                    {' '}
                    <q className="pre">{h.Comment}</q>
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
