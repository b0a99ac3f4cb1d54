import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { StatsPage } from './stats-page.tsx';

/** The statistics pages as one lazily loaded component: all the member's locations, or one (by its id). */
export default function StatsArea() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const locationId = match?.name === 'host-location-stats' ? Number(match.params.locationId) : 0;
  return (
    <StatsPage
      key={locationId}
      locationId={Number.isInteger(locationId) && locationId > 0 ? locationId : 0}
    />
  );
}
