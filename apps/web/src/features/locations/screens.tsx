import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { LocationPage } from './components/location-page.tsx';
import { LocationsPage } from './components/locations-page.tsx';
import { isLocationRoute } from './routes.ts';
import type { EventsPanel, ReviewsPanel, SearchBox, StoriesPanel } from './search-box.ts';

/**
 * The locations area as one lazily loaded component: the list, or a location page with the tab its
 * path names. One component for every tab, so switching tabs keeps the page (and the focus).
 */
export default function LocationsArea({
  SearchBox,
  EventsPanel,
  StoriesPanel,
  ReviewsPanel,
}: {
  SearchBox: SearchBox;
  EventsPanel: EventsPanel;
  StoriesPanel: StoriesPanel;
  ReviewsPanel: ReviewsPanel;
}) {
  const name = matchRoute(useLocation().pathname)?.name;
  return isLocationRoute(name) ? (
    <LocationPage
      routeName={name}
      SearchBox={SearchBox}
      EventsPanel={EventsPanel}
      StoriesPanel={StoriesPanel}
      ReviewsPanel={ReviewsPanel}
    />
  ) : (
    <LocationsPage />
  );
}
