import {
  type EndpointResponse,
  localizedPath,
  MEETING_TYPE_IDS,
  ReservationStatus,
  type reservationApi,
} from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { money, todayInNl } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { formatPeriod } from '../../lib/period-format.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useReservationList } from './api/reservations.ts';
import { CalendarFeed } from './components/calendar-feed.tsx';
import {
  DEFAULT_FILTERS,
  isFiltered,
  type ListFilters,
  periodReversed,
  readFilters,
  STATUS_FILTERS,
  type StatusFilter,
  sortOf,
  writeFilters,
} from './list-filters.ts';

/**
 * `/my/reservations`: the member's reservations, 25 a page, filtered by period, text, status and
 * meeting type. The filters and the page live in the URL query, so reload and back keep them.
 */
export function MyReservationsPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const reversed = periodReversed(filters);
  const list = useReservationList(filters, !reversed);

  const go = (next: ListFilters) => setParams(writeFilters(next));
  const busy = list.isFetching;
  const data = reversed ? undefined : list.data;
  const today = todayInNl();

  return (
    <section aria-labelledby="my-title">
      <h1 id="my-title">{t('my.title')}</h1>
      <nav aria-label={t('my.more')} className="my-more">
        <Link to={localizedPath('my-reservations-proposals', locale)} data-testid="my-proposals-link">
          {t('my.proposals')}
        </Link>
        <Link to={localizedPath('my-reservations-reviews', locale)} data-testid="my-reviews-link">
          {t('my.reviews')}
        </Link>
      </nav>
      <CalendarFeed />
      <Filters key={params.toString()} filters={filters} onApply={(f) => go({ ...f, page: 1 })} />
      {reversed && (
        <p role="alert" className="error">
          {t('list.reversed')}
        </p>
      )}
      <Loading active={busy && !reversed} />
      {list.isError && (
        <p role="alert" className="error">
          {describeProblem(list.error, i18n, t('my.failed')).message}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {data && !reversed && (
        <>
          <p role="status" className="muted">
            {data.Results.length === 0
              ? isFiltered(filters)
                ? t('list.noMatches')
                : filters.page > 1
                  ? t('list.pageEmpty')
                  : t('my.none')
              : t('list.showing', { count: data.Results.length, page: filters.page })}
          </p>
          {filters.sort === 'upcoming' ? (
            // Upcoming first, soonest first; then the past, latest first (the API's order).
            (['upcoming', 'past'] as const).map((group) => {
              const items = data.Results.filter((r) => isPast(r, today) === (group === 'past'));
              return (
                items.length > 0 && (
                  <section key={group} aria-labelledby={`my-${group}`}>
                    <h2 id={`my-${group}`}>{t(`list.group.${group}`)}</h2>
                    <ReservationItems items={items} busy={busy} heading="h3" />
                  </section>
                )
              );
            })
          ) : (
            <ReservationItems items={data.Results} busy={busy} heading="h2" />
          )}
          {(filters.page > 1 || data.MorePages) && (
            <nav aria-label={t('list.pages')} className="pager">
              {filters.page > 1 && (
                <Link
                  to={{ search: writeFilters({ ...filters, page: filters.page - 1 }).toString() }}
                  rel="prev"
                >
                  {t('list.previous')}
                </Link>
              )}
              <span aria-current="page">{t('list.page', { page: filters.page })}</span>
              {data.MorePages && (
                <Link
                  to={{ search: writeFilters({ ...filters, page: filters.page + 1 }).toString() }}
                  rel="next"
                >
                  {t('list.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

type Summary = EndpointResponse<typeof reservationApi.list>['Results'][number];

/** Whether a reservation has ended (its last day is before today in the Netherlands). */
const isPast = (r: Summary, today: string) => r.EndDate.slice(0, 10) < today;

/** Reservations as list items, each titled with a link to it (a cancelled one shows what it charges). */
function ReservationItems({
  items,
  busy,
  heading: Heading,
}: {
  items: Summary[];
  busy: boolean;
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="result-list" aria-busy={busy}>
      {items.map((r) => (
        <li key={r.Id}>
          <Heading>
            <Link to={localizedPath('my-reservation', locale, { id: r.Id })}>
              {r.Name || r.LocationName} (#{r.Id})
            </Link>
          </Heading>
          <p>
            {r.LocationName} · {formatPeriod(r, locale)} ·{' '}
            {r.StatusId === ReservationStatus.Cancelled
              ? t(r.TotalInclTax > 0 ? 'list.charged' : 'list.chargedNothing', {
                  amount: money(r.TotalInclTax, locale),
                })
              : money(r.TotalInclTax, locale)}
          </p>
          <p className="status">
            {t(`my.status.${r.StatusId}`)}
            {r.StatusId !== ReservationStatus.Cancelled && r.IsLocked ? ` · ${t('list.locked')}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter form; it starts from the URL's filters and applies them all at once. On a phone it is
 * folded behind a disclosure button (open while filters are set), so the list is on the first screen.
 */
function Filters({ filters, onApply }: { filters: ListFilters; onApply: (filters: ListFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(isFiltered(filters));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({
      ...filters,
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
      q: String(form.get('q') ?? ''),
      status: Number(form.get('status')) as StatusFilter,
      type: Number(form.get('type')),
      sort: sortOf(form.get('sort')),
    });
  }

  return (
    <>
      <button
        type="button"
        className="secondary filters-toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t('list.filters')}
      </button>
      <form
        id={`${id}-form`}
        className={`search-form filters${open ? ' open' : ''}`}
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('list.filters')}
        </h2>
        <div className="fields">
          <label>
            {t('list.from')}
            <input type="date" name="from" defaultValue={filters.from} />
          </label>
          <label>
            {t('list.to')}
            <input type="date" name="to" defaultValue={filters.to} />
          </label>
          <label>
            {t('list.q')}
            <input type="search" name="q" maxLength={100} defaultValue={filters.q} />
          </label>
          <label>
            {t('list.status')}
            <select name="status" defaultValue={filters.status}>
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {t(`list.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('list.type')}
            <select name="type" defaultValue={filters.type}>
              <option value={0}>{t('list.allTypes')}</option>
              {MEETING_TYPE_IDS.map((type) => (
                <option key={type} value={type}>
                  {t(`list.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('list.sort')}
            <select name="sort" defaultValue={filters.sort}>
              <option value="upcoming">{t('list.upcomingFirst')}</option>
              <option value="desc">{t('list.newestFirst')}</option>
              <option value="asc">{t('list.oldestFirst')}</option>
            </select>
          </label>
        </div>
        <button type="submit">{t('list.apply')}</button>{' '}
        {isFiltered(filters) && (
          <button type="button" className="link" onClick={() => onApply(DEFAULT_FILTERS)}>
            {t('list.reset')}
          </button>
        )}
      </form>
    </>
  );
}
