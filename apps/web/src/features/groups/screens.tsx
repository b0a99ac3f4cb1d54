import './i18n.ts';
import './styles.css';
import { localizedPath, matchRoute } from '@meetspace/domain';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { GroupPage } from './components/group-page.tsx';
import { GroupsPage } from './components/groups-page.tsx';
import { MyActivitiesPage, MyGroupsPage } from './components/my-activities.tsx';
import { NetworkPage } from './components/network-page.tsx';
import type { QuestionsPanel } from './panel.ts';

/** The groups pages as one lazily loaded component: the page the path names. */
export default function GroupsArea({ QuestionsPanel }: { QuestionsPanel: QuestionsPanel }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const match = matchRoute(pathname);
  switch (match?.name) {
    case 'network-groups':
      return <GroupsPage />;
    case 'network-group':
    case 'network-group-articles':
    case 'network-group-events':
    case 'network-group-members':
    case 'network-group-questions':
    case 'network-group-question':
      return <GroupPage QuestionsPanel={QuestionsPanel} />;
    case 'network-group-events-new':
      // The event wizard creates the event in this group (it reads `?group=`; the API checks membership).
      return (
        <Navigate
          replace
          to={`${localizedPath('events-new', locale)}?group=${Number(match.params.id) || 0}`}
        />
      );
    case 'my-activities':
      return <MyActivitiesPage />;
    case 'my-activities-groups':
      return <MyGroupsPage />;
    default:
      return <NetworkPage />;
  }
}
