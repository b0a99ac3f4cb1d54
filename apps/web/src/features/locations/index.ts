import { createElement } from 'react';
// The server renders these pages: their styles are in the first stylesheet, painted before any script.
import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'locations';

import type { EventsPanel, ReviewsPanel, SearchBox, StoriesPanel } from './search-box.ts';

/**
 * The locations list and the location pages with their tabs, one lazily loaded area (Leaflet loads
 * later still, with the first map). A location page's search box is given by the app.
 */
export function locationsFeature({
  SearchBox,
  EventsPanel,
  StoriesPanel,
  ReviewsPanel,
}: {
  SearchBox: SearchBox;
  EventsPanel: EventsPanel;
  StoriesPanel: StoriesPanel;
  ReviewsPanel: ReviewsPanel;
}): Feature {
  const Area = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  // One screen for every route, so switching tabs keeps the page.
  const Screen = () => createElement(Area, { SearchBox, EventsPanel, StoriesPanel, ReviewsPanel });
  return {
    name: 'locations',
    namespace: NAMESPACE,
    routes: {
      locations: Screen,
      location: Screen,
      'location-meetingspaces': Screen,
      'location-workspaces': Screen,
      'location-reviews': Screen,
      'location-events': Screen,
      'location-stories': Screen,
    },
  };
}

export { useLocations } from './api/get-locations.ts';
export type { EventsPanel, ReviewsPanel, SearchBox, StoriesPanel } from './search-box.ts';
