import { type GroupState, type GroupView, localizedPath, matchRoute } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NetworkNav } from '../../../components/network-nav.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { isNotFound, useGroup, useGroupState } from '../api/groups.ts';
import { type GroupTab, TAB_ROUTE, visibleTabs } from '../group-tabs.ts';
import type { QuestionsPanel } from '../panel.ts';
import { EventsTab } from './events-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import { Membership } from './membership.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { StoriesTab } from './stories-tab.tsx';

const TAB_OF_ROUTE: Record<string, GroupTab> = {
  'network-group': 'overview',
  'network-group-articles': 'articles',
  'network-group-events': 'events',
  'network-group-members': 'members',
  'network-group-questions': 'questions',
  'network-group-question': 'questions',
};

/** The group and the tab of the page's address (`/netwerk/groepen/:id/:slug[/tab]`). */
export function useGroupAddress(): { id: number; tab: GroupTab } {
  const match = matchRoute(useLocation().pathname);
  return { id: Number(match?.params.id) || 0, tab: TAB_OF_ROUTE[match?.name ?? ''] ?? 'overview' };
}

/**
 * A group's pages in one frame: the header (photo, name, admins, members, the membership button),
 * the tabs the caller may see (per the group's toggles and their membership), and the tab's part.
 */
export function GroupPage({ QuestionsPanel }: { QuestionsPanel?: QuestionsPanel }) {
  const { t } = useTranslation();
  const { id, tab } = useGroupAddress();
  const group = useGroup(id);
  const state = useGroupState(id);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(group.data && state.data));
  usePageTitle(group.data?.Name ?? t('groups.title'));

  if (group.isPending || (state.isPending && !state.error))
    return (
      <section className="groups-page">
        <Loading active />
      </section>
    );
  const error = group.error ?? state.error;
  if (error || !group.data || !state.data)
    return (
      <section className="groups-page" aria-labelledby="group-missing">
        <NetworkNav current="groups" />
        {isNotFound(error) ? (
          <>
            <h1 id="group-missing">{t('group.notFound')}</h1>
            <p>{t('group.notFoundText')}</p>
          </>
        ) : (
          <>
            <h1 id="group-missing">{t('groups.title')}</h1>
            <LoadError
              error={error}
              fallback={t('group.loadFailed')}
              onRetry={() => void Promise.all([group.refetch(), state.refetch()])}
            />
          </>
        )}
      </section>
    );

  const tabs = visibleTabs(state.data);
  return (
    <article className="groups-page group-page" aria-labelledby="group-title">
      <NetworkNav current="groups" />
      <GroupHeader group={group.data} state={state.data} headingRef={heading} />
      <GroupTabs group={group.data} tabs={tabs} current={tab} />
      <div className="group-tab-panel">
        {tabs.includes(tab) ? (
          <TabPart tab={tab} group={group.data} state={state.data} QuestionsPanel={QuestionsPanel} />
        ) : (
          <p className="notice" data-testid="group-tab-closed">
            {t('group.tabClosed')}
          </p>
        )}
      </div>
    </article>
  );
}

function TabPart({
  tab,
  group,
  state,
  QuestionsPanel,
}: {
  tab: GroupTab;
  group: GroupView;
  state: GroupState;
  QuestionsPanel?: QuestionsPanel;
}) {
  switch (tab) {
    case 'questions':
      return QuestionsPanel ? <QuestionsPanel groupId={group.Id} groupSlug={group.Slug} /> : null;
    case 'articles':
      return <StoriesTab group={group} state={state} />;
    case 'events':
      return <EventsTab group={group} state={state} />;
    case 'members':
      return <MembersTab group={group} state={state} />;
    default:
      return <OverviewTab group={group} state={state} />;
  }
}

function GroupHeader({
  group,
  state,
  headingRef,
}: {
  group: GroupView;
  state: GroupState;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <header className="group-header">
      {group.Photo ? (
        <img className="group-header-photo" src={group.Photo} alt="" width={320} height={180} />
      ) : (
        <div className="group-header-photo placeholder" aria-hidden="true" />
      )}
      <div className="group-header-body">
        <h1 id="group-title" ref={headingRef} tabIndex={-1}>
          {group.Name}
        </h1>
        {group.Status === 'draft' && (
          <p className="group-badge" data-testid="group-draft">
            {t('group.draftNotice')}
          </p>
        )}
        <dl className="facts group-facts">
          <dt>{t('group.admins')}</dt>
          <dd>{group.Admins.map((a) => a.Name).join(', ') || '–'}</dd>
          <dt>{t('group.members')}</dt>
          <dd>{t('group.memberCount', { count: group.MemberCount })}</dd>
          <dt>{t('group.joinTypeLabel')}</dt>
          <dd>{t(`joinType.${group.JoinType}`)}</dd>
        </dl>
        <Membership group={group} state={state} />
      </div>
    </header>
  );
}

function GroupTabs({ group, tabs, current }: { group: GroupView; tabs: GroupTab[]; current: GroupTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (tabs.length < 2) return null;
  return (
    <nav className="section-nav group-tabs" aria-label={t('group.tabs')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={localizedPath(TAB_ROUTE[tab], locale, { id: group.Id, slug: group.Slug })}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
