import { type AdminLocationSummary, LOCATION_STATUSES, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StackTable } from '../../components/stack-table.tsx';
import { formatInstant, money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useAdminLocations } from './api/admin.ts';
import { AdminListPage, useUrlFilters } from './components/list-page.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { apiQuery, readLocationFilters } from './filters.ts';

const PAGE_SIZE = 20;

/** `/admin/locations`: every location, searchable by name, city or e-mail and filtered by status. */
export function LocationsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(readLocationFilters);
  const list = useAdminLocations(apiQuery(filters.value, PAGE_SIZE));
  return (
    <AdminListPage
      current="admin-locations"
      title={t('locations.title')}
      filters={filters}
      list={list}
      search={t('locations.search')}
      select={{
        name: 'status',
        label: t('locations.status'),
        any: t('locations.anyStatus'),
        choices: LOCATION_STATUSES,
        labelOf: (status) => t(`status.${status}`),
      }}
      none={t('locations.none')}
      showing={(count) => t('locations.showing', { count })}
    >
      {(locations) => <LocationTable locations={locations} busy={list.isFetching} />}
    </AdminListPage>
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
    <StackTable className="admin-table" caption={t('locations.caption')} columns={columns} busy={busy}>
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
    </StackTable>
  );
}
