import {
  AMENITY_NAMES,
  type Amenity,
  effectiveProposalStatus,
  localizedPath,
  type Proposal,
  spaceSettingName,
} from '@meetspace/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Rating } from '../../../components/rating.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatInstant, money, todayInNl } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { logProposalView, useProposal } from '../api/proposals.ts';
import { ProposalActions } from './action-dialogs.tsx';

/** A price, and when the host adjusted it the list price struck through and said so. */
function Price({ list, price, adjustment }: { list: number; price: number; adjustment: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (adjustment === 0) return <>{money(price, locale)}</>;
  return (
    <span className="adjusted" data-testid="adjusted-price">
      <span className="visually-hidden">{t('spaces.listPrice')} </span>
      <s>{money(list, locale)}</s> <strong>{money(price, locale)}</strong>{' '}
      <small className="muted block">{t('spaces.adjusted')}</small>
    </span>
  );
}

/**
 * A proposal by its key (`/mijn/reserveringen/voorstellen/:key`, and `/voorstellen/:key` from the
 * mail): about the location, its spaces and options with their prices, its amenities, the summary
 * with the history, and the applicant's actions (only those `Actions` names). Opening it logs the
 * view once; a proposal that is not the member's says so (403), an unknown key says not found.
 */
export function ProposalPage({ proposalKey }: { proposalKey: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const query = useProposal(proposalKey, locale);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(query.data));
  const logged = useRef<string | null>(null);
  const [acceptedId, setAcceptedId] = useState<number | null>(null);
  const p = query.data;
  usePageTitle(p ? t('proposal.title', { location: p.Location.Name }) : t('proposal.titlePlain'));

  useEffect(() => {
    if (!p || logged.current === proposalKey) return;
    logged.current = proposalKey;
    void logProposalView(proposalKey);
  }, [p, proposalKey]);

  const back = (
    <p className="muted">
      <Link to={localizedPath('my-reservations-proposals', locale)}>{t('proposal.back')}</Link>
    </p>
  );

  if (query.isError || !p) {
    if (!query.isError) return <Loading active />;
    // A key that cannot be a proposal's (400) is as unknown as one that is not (404).
    const raw = query.error instanceof ApiError ? query.error.status : 0;
    const status = raw === 400 ? 404 : raw;
    const message =
      status === 403
        ? t('proposal.forbidden')
        : status === 404
          ? t('proposal.notFound')
          : describeProblem(query.error, i18n, t('proposal.failed')).message;
    return (
      <section aria-labelledby="proposal-title" className="proposal-page">
        {back}
        <h1 id="proposal-title">{status === 404 ? t('proposal.notFoundTitle') : t('proposal.titlePlain')}</h1>
        <p role="alert" data-testid={status === 403 ? 'proposal-forbidden' : 'proposal-error'}>
          {message}
        </p>
        {status !== 403 && status !== 404 && (
          <button type="button" className="link" onClick={() => void query.refetch()}>
            {t('proposal.retry')}
          </button>
        )}
      </section>
    );
  }

  const status = effectiveProposalStatus(p.Status, p.ValidUntil, todayInNl());
  const reservationId = p.ReservationId ?? acceptedId;
  return (
    <article aria-labelledby="proposal-title" className="proposal-page" data-testid="proposal-page">
      {back}
      <h1 id="proposal-title" ref={heading} tabIndex={-1}>
        {t('proposal.title', { location: p.Location.Name })}
      </h1>
      <p className="proposal-meta">
        <span className={`proposal-status status-${status}`} data-testid="proposal-status">
          {t(`status.proposal.${status}`)}
        </span>{' '}
        <span className="muted">
          {t('proposal.forMeeting', { name: p.Tender.Name || t('tenders.unnamed') })} ·{' '}
          {formatPeriod(p.Tender, locale)} · {t('tenders.people', { count: p.Tender.Seats })}
        </span>
      </p>
      {reservationId !== null && (
        <p className="proposal-reservation" role="status">
          {t('proposal.reserved')}{' '}
          <Link
            to={localizedPath('my-reservation', locale, { id: reservationId })}
            data-testid="proposal-reservation-link"
          >
            {t('proposal.toReservation')}
          </Link>
        </p>
      )}
      {p.IsApplicant && p.Actions.length === 0 && reservationId === null && (
        <p className="muted" data-testid="proposal-no-actions">
          {t(`proposal.decided.${status}`)}
        </p>
      )}
      {p.IsApplicant && <ProposalActions proposal={p} onAccepted={setAcceptedId} />}
      {p.Text && (
        <blockquote className="proposal-text">
          <p>{p.Text}</p>
        </blockquote>
      )}
      <AboutUs p={p} />
      <Spaces p={p} />
      <Amenities p={p} />
      <Summary p={p} />
    </article>
  );
}

function AboutUs({ p }: { p: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const l = p.Location;
  return (
    <section aria-labelledby="about-title" className="proposal-section proposal-about">
      <h2 id="about-title">{t('about.title')}</h2>
      {l.ImageUrl && (
        <img src={l.ImageUrl} alt={t('about.photo', { location: l.Name })} width={480} height={320} />
      )}
      <div>
        <p>
          <Link to={localizedPath('location', locale, { id: l.Id, slug: l.Slug })}>{l.Name}</Link>
        </p>
        <address>
          {l.Address}
          <br />
          {l.Postalcode} {l.City}
        </address>
        <Rating score={l.Score} count={l.ReviewCount} locale={locale} />
        {l.Description && <p className="proposal-description">{l.Description}</p>}
      </div>
    </section>
  );
}

function Spaces({ p }: { p: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-spaces`} className="proposal-section">
      <h2 id={`${id}-spaces`}>{t('spaces.title')}</h2>
      <table className="proposal-table stack">
        <caption className="visually-hidden">{t('spaces.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('spaces.name')}</th>
            <th scope="col">{t('spaces.setting')}</th>
            <th scope="col" className="num">
              {t('spaces.seats')}
            </th>
            <th scope="col">{t('spaces.period')}</th>
            <th scope="col" className="num">
              {t('spaces.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {p.Spaces.map((s) => (
            <tr key={`${s.SpaceId}-${s.StartDate}`}>
              <th scope="row" data-label={t('spaces.name')}>
                {s.Name}
              </th>
              <td data-label={t('spaces.setting')}>{spaceSettingName(s.SettingId, locale) ?? ''}</td>
              <td data-label={t('spaces.seats')} className="num">
                {s.Seats}
              </td>
              <td data-label={t('spaces.period')}>{formatPeriod(s, locale)}</td>
              <td data-label={t('spaces.price')} className="num">
                <Price list={s.ListPrice} price={s.Price} adjustment={s.Adjustment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {p.Options.length > 0 && (
        <>
          <h3 id={`${id}-options`}>{t('options.title')}</h3>
          <table className="proposal-table stack">
            <caption className="visually-hidden">{t('options.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('options.name')}</th>
                <th scope="col" className="num">
                  {t('options.amount')}
                </th>
                <th scope="col" className="num">
                  {t('options.perItem')}
                </th>
                <th scope="col" className="num">
                  {t('options.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.Options.map((o) => (
                <tr key={o.OptionId}>
                  <th scope="row" data-label={t('options.name')}>
                    {o.Name}
                  </th>
                  <td data-label={t('options.amount')} className="num">
                    {o.Amount}
                  </td>
                  <td data-label={t('options.perItem')} className="num">
                    <Price list={o.ListPricePerItem} price={o.PricePerItem} adjustment={o.Adjustment} />
                  </td>
                  <td data-label={t('options.total')} className="num">
                    {money(o.Total, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Amenities({ p }: { p: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const known = p.Location.Amenities.filter((a): a is Amenity => a in AMENITY_NAMES);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="amenities-title" className="proposal-section">
      <h2 id="amenities-title">{t('amenities.title')}</h2>
      <ul className="tags">
        {known.map((a) => (
          <li key={a}>{AMENITY_NAMES[a][locale]}</li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ p }: { p: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="summary-title" className="proposal-section">
      <h2 id="summary-title">{t('summary.title')}</h2>
      <dl className="proposal-totals" data-testid="proposal-totals">
        <dt>{t('summary.exclTax')}</dt>
        <dd>{money(p.TotalExclTax, locale)}</dd>
        <dt>{t('summary.tax')}</dt>
        <dd>{money(p.TaxTotal, locale)}</dd>
        <dt>{t('summary.inclTax')}</dt>
        <dd>
          <strong>{money(p.TotalInclTax, locale)}</strong>
        </dd>
        <dt>{t('summary.perPerson')}</dt>
        <dd>{money(p.PricePerPerson, locale)}</dd>
        {p.AdjustmentTotal !== 0 && (
          <>
            <dt>{t('summary.adjustment')}</dt>
            <dd>{money(p.AdjustmentTotal, locale)}</dd>
          </>
        )}
        <dt>{t('summary.validUntil')}</dt>
        <dd>{formatDate(p.ValidUntil, locale)}</dd>
        <dt>{t('summary.version')}</dt>
        <dd>{p.Version}</dd>
      </dl>
      {p.History.length > 0 && (
        <>
          <h3 id="history-title">{t('history.title')}</h3>
          <ol className="proposal-history" aria-labelledby="history-title">
            {p.History.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
              <li key={i}>
                <span>
                  <strong>{t(`history.${h.Kind}`, { version: h.Version })}</strong>{' '}
                  <span className="muted">
                    {formatInstant(h.At, locale)}
                    {h.ByName ? ` · ${h.ByName}` : ''}
                  </span>
                </span>
                {h.Comment && <p className="history-comment">{h.Comment}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
