import { type AdminLocationSummary, LOCATION_STATUSES, localizedPath } from '@meetspace/domain';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useAdminLocations } from './api/admin.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { Pager } from './components/pager.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { apiQuery, type LocationFilters, readLocationFilters, writeFilters } from './filters.ts';

const PAGE_SIZE = 20;

/** `/admin/locations`: every location, searchable by name, city or e-mail and filtered by status. */
export function LocationsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readLocationFilters(params);
  const list = useAdminLocations(apiQuery(filters, PAGE_SIZE));
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('locations.title'));
  const data = list.data;

  return (
    <section aria-labelledby="admin-locations-title" className="admin">
      <AdminNav current="admin-locations" />
      <h1 id="admin-locations-title" ref={heading} tabIndex={-1}>
        {t('locations.title')}
      </h1>
      <LocationFilterForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(writeFilters({ ...next, page: 1 }))}
      />
      <Loading active={list.isFetching} />
      {list.isError && (
        <p role="alert" className="error">
          {describeProblem(list.error, i18n, t('failed')).message}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <p role="status" className="muted">
            {data.Results.length === 0 ? t('locations.none') : t('locations.showing', { count: data.Total })}
          </p>
          {data.Results.length > 0 && <LocationTable locations={data.Results} busy={list.isFetching} />}
          <Pager
            page={filters.page}
            morePages={data.MorePages}
            searchOf={(page) => writeFilters({ ...filters, page }).toString()}
          />
        </>
      )}
    </section>
  );
}

function LocationFilterForm({
  filters,
  onApply,
}: {
  filters: LocationFilters;
  onApply: (filters: LocationFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    onApply({
      q: String(form.get('q') ?? ''),
      status: LOCATION_STATUSES.find((s) => s === status),
      page: 1,
    });
  };
  return (
    <form onSubmit={submit} className="admin-filters">
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('locations.search')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('locations.status')}</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('locations.anyStatus')}</option>
          {LOCATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('filter')}</button>
    </form>
  );
}

/** The locations as a table; below 40rem each row stacks into a card with its column names. */
function LocationTable({ locations, busy }: { locations: AdminLocationSummary[]; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    name: t('locations.name'),
    city: t('locations.city'),
    status: t('locations.status'),
    created: t('locations.created'),
    managers: t('locations.managers'),
    licence: t('locations.licence'),
  };
  return (
    <table className="admin-table stack" aria-busy={busy}>
      <caption className="visually-hidden">{t('locations.caption')}</caption>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, name]) => (
            <th key={key} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {locations.map((l) => (
          <tr key={l.Id}>
            <th scope="row" data-label={columns.name}>
              <Link to={localizedPath('admin-location', locale, { id: l.Id })}>{l.Name}</Link>
            </th>
            <td data-label={columns.city}>{l.City}</td>
            <td data-label={columns.status}>
              <StatusBadge status={l.Status} />
            </td>
            <td data-label={columns.created}>{formatInstant(l.CreatedAt, locale)}</td>
            <td data-label={columns.managers}>
              {l.Managers.filter((m) => m.IsActive)
                .map((m) => m.Name)
                .join(', ') || '–'}
            </td>
            <td data-label={columns.licence}>
              {l.Licence
                ? t('licence.short', {
                    name: l.Licence.Name,
                    seat: money(l.Licence.PricePerSeat, locale),
                    month: money(l.Licence.MonthlyFee, locale),
                  })
                : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
