import { localizedPath, type MeetingType, meetingTypeName } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useMyLocations, useWaitingRequests } from './api.ts';
import { useHostProblem } from './components/host-problem.ts';
import { StatusBadge } from './components/status-badge.tsx';

/** `/host`: the member's locations as cards (status, city, meeting types, licence), each to its pages. */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useMyLocations();
  const problem = useHostProblem(list.error, 'host:loadFailed');
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(list.data));
  usePageTitle(t('host:dashboard.title'));
  const locations = list.data?.Results;
  const waiting = useWaitingRequests(Boolean(locations && locations.length > 0)).data;
  const waitingCount = waiting?.Results.length ?? 0;
  return (
    <HostShell current="host">
      <section aria-labelledby="host-dashboard-title" className="host">
        <h1 id="host-dashboard-title" ref={heading} tabIndex={-1}>
          {t('host:dashboard.title')}
        </h1>
        <Loading active={list.isPending} />
        <ProblemAlert problem={problem} />
        {waiting && waitingCount > 0 && (
          <p className="notice host-requests" data-testid="waiting-requests">
            {t(waiting.MorePages ? 'host:dashboard.requestsMany' : 'host:dashboard.requests', {
              count: waitingCount,
            })}{' '}
            <Link to={`${localizedPath('host-tenders', locale)}?status=waiting`}>
              {t('host:dashboard.requestsLink')}
            </Link>
          </p>
        )}
        {locations && locations.length === 0 && (
          <div className="host-empty">
            <p>{t('host:dashboard.none')}</p>
            <p>
              <Link className="button" to={localizedPath('boarding', locale)}>
                {t('host:dashboard.add')}
              </Link>
            </p>
          </div>
        )}
        {locations && locations.length > 0 && (
          <ul className="host-cards">
            {locations.map((l) => (
              <li key={l.Id} className="host-card">
                {l.ImageUrl ? (
                  <img src={l.ImageUrl} alt="" width={320} height={240} loading="lazy" />
                ) : (
                  <div className="host-card-noimage" aria-hidden="true" />
                )}
                <div className="host-card-body">
                  <h2>
                    <Link to={localizedPath('host-location', locale, { locationId: l.Id })}>{l.Name}</Link>
                  </h2>
                  <StatusBadge status={l.Status} />
                  <dl className="host-facts">
                    <dt>{t('host:dashboard.city')}</dt>
                    <dd>{l.City}</dd>
                    <dt>{t('host:dashboard.meetingTypes')}</dt>
                    <dd>
                      {l.MeetingtypeIds.map((m) => meetingTypeName(m as MeetingType, locale)).join(', ') ||
                        '–'}
                    </dd>
                    <dt>{t('host:dashboard.licence')}</dt>
                    <dd>{l.SubscriptionName ?? t('host:dashboard.noLicence')}</dd>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </HostShell>
  );
}
