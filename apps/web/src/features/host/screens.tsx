import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { ChangesPage } from './changes-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { HoursPage } from './hours-page.tsx';
import { ManagersPage } from './managers-page.tsx';
import { PhotosPage } from './photos-page.tsx';

/** The host pages as one lazily loaded component: the page the path names. */
export default function HostArea() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'host-location':
      return <DetailsPage />;
    case 'host-location-photos':
      return <PhotosPage />;
    case 'host-location-hours':
      return <HoursPage />;
    case 'host-location-managers':
      return <ManagersPage />;
    case 'host-location-changes':
      return <ChangesPage />;
    default:
      return <DashboardPage />;
  }
}
