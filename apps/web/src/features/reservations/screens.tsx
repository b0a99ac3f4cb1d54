import { matchRoute, type ReservationSection } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { MyReservationsPage } from './my-reservations-page.tsx';
import { ReservationPage } from './reservation-page.tsx';
import { SECTION_ROUTES, SECTIONS } from './sections.ts';

/** The submenu a path of the route table shows ('reservation' for the reservation itself). */
export function sectionOfPath(pathname: string): ReservationSection {
  const name = matchRoute(pathname)?.name;
  return SECTIONS.find((section) => SECTION_ROUTES[section] === name) ?? 'reservation';
}

/**
 * One screen for every submenu: the same component on each of their routes, so switching submenus
 * keeps the page (and the focus on the submenu link) instead of building it anew.
 */
function ReservationScreen() {
  return <ReservationPage section={sectionOfPath(useLocation().pathname)} />;
}

/** The screens of the my-reservations area by route name: the list, and each submenu of one. */
export const reservationScreens: Record<string, () => React.JSX.Element> = {
  'my-reservations': MyReservationsPage,
  ...Object.fromEntries(SECTIONS.map((section) => [SECTION_ROUTES[section], ReservationScreen])),
};

/**
 * The my-reservations area as one lazily loaded component: the list, or the reservation with the
 * submenu its path names. One component for all of its routes, so the page persists between them.
 */
export default function ReservationArea() {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.name === 'my-reservations' ? (
    <MyReservationsPage />
  ) : (
    <ReservationPage section={sectionOfPath(pathname)} />
  );
}
