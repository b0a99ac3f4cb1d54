import './i18n.ts';
import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { Pager } from '../../components/pager.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useLocationEvents } from './api/events.ts';
import { EventCard } from './components/event-card.tsx';
import { filtersFromParams } from './event-format.ts';

/** A location page's events tab: the location's upcoming public events (`GET /v1/event?locationId=`). */
export default function LocationEvents({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = filtersFromParams(params).page;
  const list = useLocationEvents(locationId, locale, page);
  const data = list.data;
  return (
    <div className="location-events" aria-busy={list.isFetching}>
      <Loading active={list.isPending} label={t('list.loading')} />
      {list.isError && !data && (
        <p role="alert" className="error">
          {t('list.failed')}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && data.Results.length === 0 && (
        <p>
          {t('location.none')} <Link to={localizedPath('events', locale)}>{t('location.all')}</Link>
        </p>
      )}
      {data && data.Results.length > 0 && (
        <ol className="event-cards compact">
          {data.Results.map((event) => (
            <li key={event.Id}>
              <EventCard event={event} locale={locale} />
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          morePages={data.MorePages}
          searchOf={(next) => (next > 1 ? new URLSearchParams({ page: String(next) }).toString() : '')}
          className="events-pager"
        />
      )}
    </div>
  );
}
