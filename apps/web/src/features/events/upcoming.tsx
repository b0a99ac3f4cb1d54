import './i18n.ts';
import { localizedPath } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useFeaturedEvents } from './api/events.ts';
import { EventCard } from './components/event-card.tsx';

/** The home page's "Upcoming events" strip (`GET /v2/featured/events`); nothing while there are none. */
export default function UpcomingEvents() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const featured = useFeaturedEvents(locale, 4);
  if (!featured.data || featured.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="home-section upcoming-events">
      <h2 id={headingId}>{t('upcoming.title')}</h2>
      <ol className="event-cards strip">
        {featured.data.map((event) => (
          <li key={event.Id}>
            <EventCard event={event} locale={locale} />
          </li>
        ))}
      </ol>
      <p>
        <Link to={localizedPath('events', locale)}>{t('upcoming.all')}</Link>
      </p>
    </section>
  );
}
