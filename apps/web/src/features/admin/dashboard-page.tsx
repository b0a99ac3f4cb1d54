import { type AdminLocationSummary, LOCATION_STATUSES, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useAdminLocations } from './api/admin.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { writeFilters } from './filters.ts';

/** How many of the queue the dashboard shows (the rest on the locations page). */
const QUEUE_SIZE = 20;

/** `/admin`: the count of locations per status and the approval queue (pending, oldest submission last). */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('dashboard.title'));
  const queue = useAdminLocations({ status: 'pending', itemsPerPage: QUEUE_SIZE });
  const data = queue.data;

  return (
    <section aria-labelledby="admin-title" className="admin">
      <AdminNav current="admin" />
      <h1 id="admin-title" ref={heading} tabIndex={-1}>
        {t('dashboard.title')}
      </h1>
      <Loading active={queue.isFetching} />
      {queue.isError && (
        <LoadError error={queue.error} fallback={t('failed')} onRetry={() => void queue.refetch()} />
      )}
      {data && (
        <>
          <h2 id="admin-queue">{t('dashboard.queue')}</h2>
          {data.Results.length === 0 ? (
            <p role="status" className="muted">
              {t('dashboard.queueEmpty')}
            </p>
          ) : (
            <ul className="admin-queue" aria-labelledby="admin-queue">
              {data.Results.map((location) => (
                <QueueItem key={location.Id} location={location} />
              ))}
            </ul>
          )}
          {data.MorePages && (
            <p>
              <Link to={{ pathname: localizedPath('admin-locations', locale), search: 'status=pending' }}>
                {t('dashboard.wholeQueue', { count: data.Total })}
              </Link>
            </p>
          )}
          <h2>{t('dashboard.counts')}</h2>
          <ul className="admin-counts">
            {LOCATION_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={{
                    pathname: localizedPath('admin-locations', locale),
                    search: writeFilters({ status }).toString(),
                  }}
                >
                  <strong>{data.CountsByStatus[status] ?? 0}</strong> {t(`status.${status}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QueueItem({ location }: { location: AdminLocationSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const managers = location.Managers.filter((m) => m.IsActive).map((m) => m.Name);
  return (
    <li>
      <Link to={localizedPath('admin-location', locale, { id: location.Id })}>{location.Name}</Link>
      <span className="muted">
        {' '}
        · {location.City} · {t('submitted', { when: formatInstant(location.CreatedAt, locale) })}
        {managers.length > 0 && <> · {managers.join(', ')}</>}
      </span>
    </li>
  );
}
