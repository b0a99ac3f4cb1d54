import {
  localeForLanguageId,
  localizedPath,
  type MeetingType,
  meetingTypeName,
  type ReservationDetail,
  ReservationStatus,
  spaceSettingName,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant, money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { formatPeriod } from '../../../lib/period-format.ts';

/** What the reservation is: location, kind, when, people, language, comment, tags, booked at. */
export function ReservationFacts({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = localeForLanguageId(r.LanguageId);
  return (
    <dl className="facts">
      <dt>{t('res.facts.location')}</dt>
      <dd>{r.LocationName}</dd>
      <dt>{t('res.facts.type')}</dt>
      <dd>{meetingTypeName(r.MeetingtypeId as MeetingType, locale)}</dd>
      <dt>{t('res.facts.when')}</dt>
      <dd>{formatPeriod(r, locale)}</dd>
      <dt>{t('res.facts.people')}</dt>
      <dd>{r.TotalSeats}</dd>
      <dt>{t('res.facts.language')}</dt>
      <dd>{t(`languages.${language ?? 'unknown'}`)}</dd>
      <dt>{t('res.facts.comment')}</dt>
      <dd className="pre">{r.Comment || t('res.facts.noComment')}</dd>
      {r.Tags.length > 0 && (
        <>
          <dt>{t('res.facts.tags')}</dt>
          <dd>{r.Tags.join(', ')}</dd>
        </>
      )}
      <dt>{t('res.facts.booked')}</dt>
      <dd>{formatInstant(r.CreatedAt, locale)}</dd>
      {r.ProposalKey && (
        <>
          <dt>{t('res.facts.origin')}</dt>
          <dd>
            <Link
              to={localizedPath('my-reservations-proposal', locale, { key: r.ProposalKey })}
              data-testid="reservation-proposal-link"
            >
              {t('res.facts.fromProposal')}
            </Link>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * What is booked and what it costs: spaces, options and totals. A cancelled reservation shows only
 * what it charges (the cancellation fee, or nothing): the API's totals of a cancelled reservation
 * are that amount.
 */
export function ReservationMoney({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (r.StatusId === ReservationStatus.Cancelled) {
    const fee = r.TotalInclTax > 0;
    return (
      <table className="totals">
        <caption className="visually-hidden">{t('res.totals')}</caption>
        <tbody>
          <tr>
            <th scope="row">
              {fee ? t('res.charged.fee', { percentage: r.Cancellation.Percentage }) : t('res.charged.free')}
            </th>
            <td>{money(r.TotalInclTax, locale)}</td>
          </tr>
        </tbody>
      </table>
    );
  }
  return (
    <>
      <h3>{t('res.spaces')}</h3>
      <ul>
        {r.Spaces.map((s) => (
          <li key={s.Id}>
            {s.SpaceName} · {spaceSettingName(s.SettingId, locale) ?? ''} ·{' '}
            {t('res.seats', { count: s.Seats })} · {money(s.PriceTotal, locale)}
            {s.IsCancelled ? ` · ${t('my.status.3')}` : ''}
          </li>
        ))}
      </ul>
      {r.Options.length > 0 && (
        <>
          <h3>{t('res.options')}</h3>
          <ul>
            {r.Options.map((o) => (
              <li key={`${o.OptionId}-${o.Name}`}>
                {o.Amount} × {o.Name} · {money(o.TotalPrice, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
      <table className="totals">
        <caption className="visually-hidden">{t('res.totals')}</caption>
        <tbody>
          {r.Discount > 0 && (
            <tr>
              <th scope="row">{t('res.discount')}</th>
              <td>−{money(r.Discount, locale)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('res.totalExcl')}</th>
            <td>{money(r.TotalExclTax, locale)}</td>
          </tr>
          {r.TaxTotals.map((tax) => (
            <tr key={tax.Percentage}>
              <th scope="row">{t('res.vat', { percentage: tax.Percentage })}</th>
              <td>{money(tax.Total, locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('res.totalIncl')}</th>
            <td>{money(r.TotalInclTax, locale)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
