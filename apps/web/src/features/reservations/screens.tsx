import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { FindBookingPage } from './find-booking-page.tsx';
import { ManageBookingPage } from './manage-booking-page.tsx';
import { MyReservationsPage } from './my-reservations-page.tsx';
import { ReservationPage } from './reservation-page.tsx';
import { type Submenu, submenuOfRoute } from './submenus.ts';

/** The submenu a path of the route table shows (the reservation itself for its bare path). */
export function submenuOfPath(pathname: string): Submenu {
  return submenuOfRoute(matchRoute(pathname)?.name);
}

/**
 * The my-reservations area as one lazily loaded component: the list, or the reservation with the
 * submenu its path names; and a booking opened by its manage link, and "find my booking". One component for all of its routes, so the page persists between them
 * (switching submenus keeps the page and the focus on the submenu link).
 */
export default function ReservationArea() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.name;
  if (route === 'manage-booking') return <ManageBookingPage />;
  if (route === 'find-booking') return <FindBookingPage />;
  return route === 'my-reservations' ? (
    <MyReservationsPage />
  ) : (
    <ReservationPage submenu={submenuOfPath(pathname)} />
  );
}
