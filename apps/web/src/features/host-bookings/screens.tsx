import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { BookingPage } from './booking-page.tsx';
import { CalendarPage } from './calendar-page.tsx';

/** The host's bookings as one lazily loaded component: the page the path names. */
export default function HostBookingsArea() {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.name === 'host-booking' ? <BookingPage /> : <CalendarPage />;
}
