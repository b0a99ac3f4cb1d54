import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'booking';

/**
 * The booking wizard of a saved search. It has no route of its own: the home page shows it for a
 * saved search (`?sk=`), composed in the app.
 */
export const bookingFeature: Feature = { name: 'booking', namespace: NAMESPACE, routes: {} };

/** The wizard, loaded as its own chunk when a search is opened. */
export const BookingWizard = lazyScreen(NAMESPACE, () => import('./wizard/booking-wizard.tsx'));

export { useWidgetState } from './api/booking.ts';
