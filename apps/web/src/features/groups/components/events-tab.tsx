import { type EventSummary, type GroupState, type GroupView, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { useGroupEvents } from '../api/groups.ts';

/**
 * The events tab: the group's events from today on, or past ones too (`?all=1`), soonest first,
 * each linking to its event page; a member creates one through the event wizard.
 */
export function EventsTab({ group, state }: { group: GroupView; state: GroupState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const showAll = params.get('all') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const events = useGroupEvents(group.Id, showAll, page, locale, true);
  const canCreate =
    state.ActivateEvents && state.Membership.Status === 'Joined' && group.Status === 'published';
  const searchOf = (n: number) => {
    const next = new URLSearchParams();
    if (showAll) next.set('all', '1');
    if (n > 1) next.set('page', String(n));
    const s = next.toString();
    return s ? `?${s}` : '';
  };
  return (
    <section aria-labelledby="group-events-title" className="group-events">
      <div className="group-tab-head">
        <h2 id="group-events-title">{t('tabs.events')}</h2>
        {canCreate && (
          <Link
            className="button"
            to={localizedPath('network-group-events-new', locale, { id: group.Id, slug: group.Slug })}
            data-testid="group-create-event"
          >
            {t('events.create')}
          </Link>
        )}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={showAll}
          onChange={(e) => setParams(e.target.checked ? { all: '1' } : {})}
        />{' '}
        {t('events.showPast')}
      </label>
      <Loading active={events.isPending} />
      {events.error != null && (
        <LoadError
          error={events.error}
          fallback={t('events.loadFailed')}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data &&
        (events.data.Results.length > 0 ? (
          <ul className="group-event-cards" data-testid="group-events">
            {events.data.Results.map((e) => (
              <li key={e.Id}>
                <GroupEventCard event={e} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{showAll ? t('events.noneAtAll') : t('events.none')}</p>
        ))}
      {events.data && (
        <Pager page={page} morePages={events.data.MorePages} searchOf={searchOf} className="groups-pager" />
      )}
    </section>
  );
}

/** One of the group's events: picture, name (the link to its page), when and where. */
function GroupEventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place =
    event.IsOnline === 'online'
      ? t('events.online')
      : [event.LocationName, event.City].filter(Boolean).join(', ');
  return (
    <article className="group-event-card">
      {event.Image && <img src={event.Image} alt="" loading="lazy" width={400} height={225} />}
      <div className="group-event-body">
        <h3>
          <Link to={localizedPath('event', locale, { id: event.Id, slug: event.Slug })}>{event.Name}</Link>
        </h3>
        <p>{formatPeriod(event, locale)}</p>
        {place && <p className="muted">{place}</p>}
      </div>
    </article>
  );
}
