// The server renders these pages: their styles are in the first stylesheet, painted before any script.
import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'events';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const EventsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * The public events pages: the list, an event with its registration, the ticket (by its key), and
 * the pay and done pages of a registration's payment. The management pages are `event-manage`'s.
 */
export const eventsFeature: Feature = {
  name: 'events',
  namespace: NAMESPACE,
  routes: {
    events: EventsArea,
    event: EventsArea,
    'event-ticket': EventsArea,
    'event-pay': EventsArea,
    'event-pay-done': EventsArea,
  },
};

/** A location page's events tab (`location-events`), given to the locations feature by the app. */
export const LocationEventsPanel = lazyScreen<{ locationId: number }>(
  NAMESPACE,
  () => import('./location-events.tsx'),
);

/** The home page's "Upcoming events" strip, composed by the app. */
export const UpcomingEvents = lazyScreen(NAMESPACE, () => import('./upcoming.tsx'));
