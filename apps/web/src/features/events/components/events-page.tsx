import { EVENT_ONLINE_VALUES, EVENT_TYPES, EVENTS_PER_PAGE, localizedPath } from '@meetspace/domain';
import { type FormEvent, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { useEventList } from '../api/events.ts';
import { type EventFilters, filtersFromParams, filtersToParams, filtersToQuery } from '../event-format.ts';
import { EventCard } from './event-card.tsx';

/** The public events list: filters kept in the address, a page of cards, previous and next pages. */
export function EventsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useEventList(filtersToQuery(filters), locale);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePageMeta(t('list.title'), t('list.intro'));
  const data = list.data;
  const summary = data && !list.isPlaceholderData ? t('list.count', { count: data.TotalCount }) : '';

  return (
    <div className="events-page">
      <header className="events-intro">
        <h1>{t('list.title')}</h1>
        <p>{t('list.intro')}</p>
        <p>
          <Link className="button" to={localizedPath('events-new', locale)}>
            {t('list.create')}
          </Link>
        </p>
      </header>
      <EventFilterForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(filtersToParams({ ...next, page: 1 }))}
      />
      <section className="events-results" aria-labelledby="events-results-title">
        <div className="events-results-head">
          <h2 id="events-results-title" ref={resultsHeading} tabIndex={-1}>
            {t('list.results')}
          </h2>
          <p role="status" className="events-count">
            {summary}
          </p>
        </div>
        <div aria-busy={list.isFetching}>
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
            <div className="events-empty">
              <p>{t('list.none')}</p>
              <p>
                <Link to={localizedPath('events', locale)}>{t('list.showAll')}</Link>
              </p>
            </div>
          )}
          {data && data.Results.length > 0 && (
            <ol className="event-cards">
              {data.Results.map((event) => (
                <li key={event.Id}>
                  <EventCard event={event} locale={locale} />
                </li>
              ))}
            </ol>
          )}
          {data && (
            <Pager
              page={filters.page}
              morePages={data.MorePages || filters.page * EVENTS_PER_PAGE < data.TotalCount}
              searchOf={(page) => filtersToParams({ ...filters, page }).toString()}
              className="events-pager"
            />
          )}
        </div>
      </section>
    </div>
  );
}

/** The list's filters as one form: applied together on "Show events" (and kept in the address). */
function EventFilterForm({
  filters,
  onApply,
}: {
  filters: EventFilters;
  onApply: (f: EventFilters) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const type = text('type');
    const online = text('online');
    onApply({
      q: text('q'),
      from: text('from'),
      to: text('to'),
      typeId: type === '' ? undefined : Number(type),
      online: (EVENT_ONLINE_VALUES as readonly string[]).includes(online)
        ? (online as EventFilters['online'])
        : undefined,
      city: text('city'),
      page: 1,
    });
  }

  return (
    <form className="events-filters" onSubmit={submit} aria-label={t('filters.label')}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('filters.q')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-city`}>{t('filters.city')}</label>
        <input
          id={`${id}-city`}
          name="city"
          defaultValue={filters.city}
          maxLength={100}
          autoComplete="address-level2"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
        <select id={`${id}-type`} name="type" defaultValue={filters.typeId ?? ''}>
          <option value="">{t('filters.anyType')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type.Id} value={type.Id}>
              {type[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-online`}>{t('filters.online')}</label>
        <select id={`${id}-online`} name="online" defaultValue={filters.online ?? ''}>
          <option value="">{t('filters.anyOnline')}</option>
          {EVENT_ONLINE_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`online.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="actions">
        <button type="submit" className="primary">
          {t('filters.apply')}
        </button>
        <Link to={localizedPath('events', locale)}>{t('filters.clear')}</Link>
      </p>
    </form>
  );
}
