import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'host-bookings';

// Loaded when one of its pages is first opened; one component for both (`screens.tsx`).
const HostBookingsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * Bookings at the host's locations: the day and week calendar of every space, and one booking with
 * the booker's contacts, the check-in and the host's notes and to-dos.
 */
export const hostBookingsFeature: Feature = {
  name: 'host-bookings',
  namespace: NAMESPACE,
  routes: {
    'host-bookings': HostBookingsArea,
    'host-booking': HostBookingsArea,
  },
};
