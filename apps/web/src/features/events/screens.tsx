import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { EventPage } from './components/event-page.tsx';
import { EventsPage } from './components/events-page.tsx';
import { EventPayDonePage, EventPayPage } from './components/pay-pages.tsx';
import { TicketPage } from './components/ticket-page.tsx';

/** The public events pages as one lazily loaded component: the page the path names. */
export default function EventsArea() {
  const name = matchRoute(useLocation().pathname)?.name;
  switch (name) {
    case 'event':
      return <EventPage />;
    case 'event-ticket':
      return <TicketPage />;
    case 'event-pay':
      return <EventPayPage />;
    case 'event-pay-done':
      return <EventPayDonePage />;
    default:
      return <EventsPage />;
  }
}
