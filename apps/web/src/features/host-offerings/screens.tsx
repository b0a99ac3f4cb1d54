import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { OptionsPage } from './options-page.tsx';
import { PackagesPage } from './packages-page.tsx';
import { SpacePage } from './space-page.tsx';
import { SpacesPage } from './spaces-page.tsx';

/** The host's offerings pages as one lazily loaded component: the page the path names. */
export default function HostOfferingsArea() {
  const { pathname } = useLocation();
  const { locationId, spaceId } = useParams();
  // An id that is no number (or "new" for a space) names nothing: no call is made for it.
  const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);
  if (!isId(locationId) || (spaceId !== undefined && spaceId !== 'new' && !isId(spaceId)))
    return <NotFoundPage />;
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
