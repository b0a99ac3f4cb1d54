import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'reservations';

// Loaded when it is first opened: visitors who only search never download it. One component for
// all its routes, so moving between a reservation's submenus keeps the page.
const ReservationArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * My reservations: the list, and a reservation with each of its submenus (`submenus.ts` declares
 * them; a test keeps these routes and that list the same).
 */
export const reservationsFeature: Feature = {
  name: 'reservations',
  namespace: NAMESPACE,
  routes: {
    'my-reservations': ReservationArea,
    'my-reservation': ReservationArea,
    'my-reservation-comments': ReservationArea,
    'my-reservation-contacts': ReservationArea,
    'my-reservation-notes': ReservationArea,
    'my-reservation-todos': ReservationArea,
    'my-reservation-program': ReservationArea,
    'my-reservation-checkins': ReservationArea,
    'my-reservation-mail-log': ReservationArea,
    'my-reservation-event-calendar': ReservationArea,
    'my-reservation-revisions': ReservationArea,
    'my-reservation-payments': ReservationArea,
    'my-reservation-invoice': ReservationArea,
    'my-reservation-deposit-invoice': ReservationArea,
    'my-reservation-external-links': ReservationArea,
    // For anyone with the link (no login): one booking by its signed manage link, and asking for it.
    'manage-booking': ReservationArea,
    'find-booking': ReservationArea,
  },
};
