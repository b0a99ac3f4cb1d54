import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { NoAccess } from './components/no-access.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { LocationPage } from './location-page.tsx';
import { LocationsPage } from './locations-page.tsx';
import { MembersPage } from './members-page.tsx';

/** The administration's pages as one lazily loaded component: the page the path names, for administrators. */
export default function AdminArea() {
  const { pathname } = useLocation();
  const { member } = useSession();
  if (member?.Role !== 'admin') return <NoAccess />;
  const match = matchRoute(pathname);
  switch (match?.name) {
    case 'admin-locations':
      return <LocationsPage />;
    case 'admin-location':
      return <LocationPage id={Number(match.params.id)} />;
    case 'admin-members':
      return <MembersPage />;
    default:
      return <DashboardPage />;
  }
}
