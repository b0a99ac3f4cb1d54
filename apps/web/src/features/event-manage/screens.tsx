import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import type { InPlaceLogin } from '../../lib/login-slot.ts';
import { ManagePage } from './components/manage-page.tsx';
import { AttendingPage, OrganisingPage } from './components/my-events.tsx';
import { EventWizard } from './components/wizard.tsx';

/** The feature's pages as one lazily loaded component: the page the path names. */
export default function EventManageScreens({ Login }: { Login: InPlaceLogin }) {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'events-new':
      return <EventWizard Login={Login} />;
    case 'my-events-organizedEvents':
      return <OrganisingPage />;
    case 'my-event':
    case 'my-event-section':
      return <ManagePage />;
    default:
      return <AttendingPage />;
  }
}
