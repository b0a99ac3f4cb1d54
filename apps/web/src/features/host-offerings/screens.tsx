import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { OptionsPage } from './options-page.tsx';
import { PackagesPage } from './packages-page.tsx';
import { SpacePage } from './space-page.tsx';
import { SpacesPage } from './spaces-page.tsx';

/** The host's offerings pages as one lazily loaded component: the page the path names. */
export default function HostOfferingsArea() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'host-location-space':
      return <SpacePage />;
    case 'host-location-options':
      return <OptionsPage />;
    case 'host-location-packages':
      return <PackagesPage />;
    default:
      return <SpacesPage />;
  }
}
