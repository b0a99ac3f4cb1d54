import {
  type HostTenderRequest,
  localizedPath,
  spaceSettingName,
  TENDER_REQUEST_STATUSES,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../components/field.tsx';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { Pager } from '../../components/pager.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { type StatusFilter, useHostTenders, useMyLocations } from './api/host-tenders.ts';
import { period } from './labels.ts';

const STATUSES: readonly StatusFilter[] = ['all', ...TENDER_REQUEST_STATUSES];

/**
 * The list's filters from the address: status (default all: a change request is an answered
 * request, so "waiting" alone would hide it), location (0: all) and page.
 */
function useFilters() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status: StatusFilter = STATUSES.includes(raw as StatusFilter) ? (raw as StatusFilter) : 'all';
  const location = Number(search.get('location'));
  const page = Number(search.get('page'));
  const locationId = Number.isInteger(location) && location > 0 ? location : 0;
  const current = Number.isInteger(page) && page > 1 ? page : 1;
  const searchOf = (next: { status?: StatusFilter; locationId?: number; page?: number }) => {
    const s = new URLSearchParams();
    const st = next.status ?? status;
    const loc = next.locationId ?? locationId;
    const pg = next.page ?? 1;
    if (st !== 'all') s.set('status', st);
    if (loc) s.set('location', String(loc));
    if (pg > 1) s.set('page', String(pg));
    return s.toString() ? `?${s}` : '';
  };
  return { status, locationId, page: current, searchOf, setSearch };
}

/**
 * `/host/requests`: the requests for proposals sent to the host's locations, by status and
 * location, newest first, 20 a page; each links to its answer page.
 */
export function ListPage() {
  const { t } = useTranslation();
  const { status, locationId, page, searchOf, setSearch } = useFilters();
  const list = useHostTenders(status, locationId, page);
  const locations = useMyLocations();
  const problem = useProblem(list.error, 'list.failed');
  const heading = useFocusHeading<HTMLHeadingElement>(!list.isPending);
  usePageTitle(t('list.title'));
  const results = list.data?.Results;
  const many = (locations.data?.Results.length ?? 0) > 1;
  return (
    <HostShell current="host-tenders">
      <section aria-labelledby="ht-list-title" className="host-tenders">
        <h1 id="ht-list-title" ref={heading} tabIndex={-1}>
          {t('list.title')}
        </h1>
        <p className="muted">{t('list.intro')}</p>
        <div className="ht-toolbar">
          <Field label={t('list.status')}>
            {(p) => (
              <select
                {...p}
                value={status}
                onChange={(e) => setSearch(searchOf({ status: e.target.value as StatusFilter }).slice(1))}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`list.statusFilter.${s}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {many && (
            <Field label={t('list.location')}>
              {(p) => (
                <select
                  {...p}
                  value={locationId}
                  onChange={(e) => setSearch(searchOf({ locationId: Number(e.target.value) }).slice(1))}
                >
                  <option value={0}>{t('list.allLocations')}</option>
                  {locations.data?.Results.map((l) => (
                    <option key={l.Id} value={l.Id}>
                      {l.Name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <Loading active={list.isPending} />
        <ProblemAlert problem={problem} />
        {results && results.length === 0 && (
          <div className="ht-empty" data-testid="requests-empty">
            <p>{t(`list.empty.${status}`)}</p>
            {status !== 'all' && (
              <p>
                <Link to={{ search: searchOf({ status: 'all', page: 1 }) }}>{t('list.showAll')}</Link>
              </p>
            )}
          </div>
        )}
        {results && results.length > 0 && (
          <ul className="ht-list" aria-busy={list.isFetching} data-testid="requests">
            {results.map((r) => (
              <RequestCard
                key={`${r.TenderId}-${r.LocationId}`}
                request={r}
                showLocation={many || !locationId}
              />
            ))}
          </ul>
        )}
        {list.data && (
          <Pager
            page={page}
            morePages={list.data.MorePages}
            searchOf={(p) => searchOf({ page: p }).slice(1)}
            className="ht-pager"
          />
        )}
      </section>
    </HostShell>
  );
}

/** One request in the list: the meeting, who asks, where it stands, and the link to answer or view it. */
function RequestCard({ request: r, showLocation }: { request: HostTenderRequest; showLocation: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = localizedPath('host-tender', locale, { tenderId: r.TenderId, locationId: r.LocationId });
  const name = r.Name || t('page.untitled', { id: r.TenderId });
  // The host has to act on a waiting request and on a change request.
  const action =
    r.Status === 'waiting' || r.Proposal?.Status === 'changeRequested' ? 'list.answer' : 'list.view';
  return (
    <li className="ht-card">
      <h2>
        <Link to={to}>{name}</Link>
      </h2>
      <p className="ht-status-line">
        <span className={`ht-badge ht-badge--${r.Status}`}>{t(`requestStatus.${r.Status}`)}</span>
        {r.Proposal && (
          <>
            {' '}
            <span className={`ht-badge ht-badge--${r.Proposal.Status}`}>
              {t('list.proposal', {
                version: r.Proposal.Version,
                status: t(`proposalStatus.${r.Proposal.Status}`),
              })}
            </span>
          </>
        )}
      </p>
      <dl className="facts">
        {(
          [
            [t('facts.applicant'), r.CompanyName ? `${r.ApplicantName} (${r.CompanyName})` : r.ApplicantName],
            ...(showLocation ? [[t('facts.location'), r.LocationName]] : []),
            [t('facts.when'), period(r, locale)],
            [
              t('facts.seats'),
              r.SettingId ? `${r.Seats}, ${spaceSettingName(r.SettingId, locale) ?? ''}` : String(r.Seats),
            ],
            [t('facts.budget'), r.Budget !== null ? money(r.Budget, locale) : t('facts.noBudget')],
            [t('facts.received'), formatInstant(r.ReceivedAt, locale)],
            ...(r.Proposal
              ? [[t('list.total'), t('list.totalValue', { amount: money(r.Proposal.TotalExclTax, locale) })]]
              : []),
          ] as [string, string][]
        ).map(([label, value]) => (
          <div key={label} className="ht-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to={to} className="button" aria-label={`${t(action)}: ${name}`}>
          {t(action)}
        </Link>
      </p>
    </li>
  );
}
