import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/**
 * The booking wizard of a saved search. It has no route of its own: the home page shows it for a
 * saved search (`?sk=`), composed in the app.
 */
export const bookingFeature: Feature = { name: 'booking', namespace: 'booking', routes: {} };

/** The wizard, loaded as its own chunk when a search is opened. */
export const BookingWizard = lazyScreen(() => import('./wizard/booking-wizard.tsx'));

export { useWidgetState } from './api/booking.ts';
