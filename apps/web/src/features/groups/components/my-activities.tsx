import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { useMyGroups } from '../api/groups.ts';
import { MembershipBadge } from './group-card.tsx';

const TABS = [
  ['stories', 'my-activities-articles'],
  ['groups', 'my-activities-groups'],
  ['questions', 'my-activities-questions'],
] as const;

/** The tabs of "my activities": stories (the stories feature's), groups, questions (issue 21). */
function ActivityTabs({ current }: { current?: 'groups' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="section-nav" aria-label={t('activities.tabs')}>
      <ul>
        {TABS.map(([tab, route]) => (
          <li key={tab}>
            <Link to={localizedPath(route, locale)} aria-current={current === tab ? 'page' : undefined}>
              {t(`activities.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/mijn/activiteiten`: the member's activities in the network, one link per kind. */
export function MyActivitiesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('activities.title'));
  return (
    <section aria-labelledby="activities-title" className="groups-page">
      <h1 id="activities-title" ref={heading} tabIndex={-1}>
        {t('activities.title')}
      </h1>
      <ActivityTabs />
      <ul className="activity-links">
        {TABS.map(([tab, route]) => (
          <li key={tab}>
            <h2>
              <Link to={localizedPath(route, locale)}>{t(`activities.${tab}`)}</Link>
            </h2>
            <p className="muted">{t(`activities.about.${tab}`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localizedPath('network', locale)}>{t('activities.toNetwork')}</Link>
      </p>
    </section>
  );
}

/** `/mijn/activiteiten/groepen`: the member's groups with their role and membership. */
export function MyGroupsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mine = useMyGroups();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('activities.groupsTitle'));
  return (
    <section aria-labelledby="my-groups-title" className="groups-page">
      <h1 id="my-groups-title" ref={heading} tabIndex={-1}>
        {t('activities.groupsTitle')}
      </h1>
      <ActivityTabs current="groups" />
      <Loading active={mine.isPending} />
      {mine.error != null && (
        <LoadError error={mine.error} fallback={t('groups.loadFailed')} onRetry={() => void mine.refetch()} />
      )}
      {mine.data &&
        (mine.data.length > 0 ? (
          <ul className="my-groups" data-testid="my-groups">
            {mine.data.map((g) => (
              <li key={g.Id}>
                <h2>
                  <Link to={localizedPath('network-group', locale, { id: g.Id, slug: g.Slug })}>
                    {g.Name}
                  </Link>
                </h2>
                <p className="group-card-facts">
                  <span>{g.Role ? t(`role.${g.Role}`) : t('role.none')}</span>
                  <MembershipBadge status={g.MembershipStatus} />
                  {g.Status === 'draft' && <span className="group-badge">{t('group.draft')}</span>}
                  <span className="muted">{t('group.memberCount', { count: g.MemberCount })}</span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {t('activities.noGroups')}{' '}
            <Link to={localizedPath('network-groups', locale)}>{t('network.allGroups')}</Link>
          </p>
        ))}
    </section>
  );
}
