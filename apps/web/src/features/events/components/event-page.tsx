import { type EventView, eventApi, type Locale, localizedPath, minutesToTime } from '@meetspace/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useLocation as useRouterLocation } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { logClick } from '../../../lib/click-log.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { isNotFound, useEvent } from '../api/events.ts';
import {
  availability,
  eventJsonLd,
  formatPrice,
  mapLink,
  parseId,
  priceSteps,
  scriptJson,
  shortText,
  typeName,
} from '../event-format.ts';
import { RegistrationPanel } from './registration-panel.tsx';

/**
 * An event's page (`/evenementen/{id}/{slug}`): picture, when, where, program, organizer, prices
 * and the registration panel; its schema.org description is part of the server's HTML. An id that
 * is no readable event shows the not-found page; a wrong slug is replaced by the event's own.
 */
export function EventPage() {
  const params = useParams();
  const id = parseId(params.id);
  if (id === undefined) return <NotFoundPage />;
  return <EventLoader id={id} slug={params.slug ?? ''} />;
}

function EventLoader({ id, slug }: { id: number; slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search, hash } = useRouterLocation();
  const query = useEvent(id, locale);
  const event = query.data;
  useEffect(() => logClick('Event', id), [id]);
  usePageMeta(
    event ? t('event.metaTitle', { name: event.Name, city: event.City || t('online.online') }) : '',
    event?.Description.trim() ? shortText(event.Description) : undefined,
  );

  if (query.isPending)
    return (
      <div className="event-loading">
        <Loading active label={t('event.loading')} />
      </div>
    );
  if (query.isError && !event) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <p role="alert" className="error">
        {t('event.failed')}{' '}
        <button type="button" className="link" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!event) return <NotFoundPage />;
  if (event.Slug && slug !== event.Slug)
    return (
      <Navigate to={`${localizedPath('event', locale, { id, slug: event.Slug })}${search}${hash}`} replace />
    );
  return <EventContent event={event} locale={locale} />;
}

function EventContent({ event, locale }: { event: EventView; locale: Locale }) {
  const { t } = useTranslation();
  const ids = { about: useId(), program: useId(), practical: useId() };
  const path = localizedPath('event', locale, { id: event.Id, slug: event.Slug });
  const left = availability(event);
  const map = mapLink(event);
  const online = event.IsOnline !== 'offline';
  const place = [event.LocationName, event.Address, [event.Postalcode, event.City].filter(Boolean).join(' ')]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const steps = priceSteps(event);
  const [icsFailed, setIcsFailed] = useState(false);
  return (
    <article className="event-detail">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (scriptJson), so no text closes the element
        dangerouslySetInnerHTML={{ __html: scriptJson(eventJsonLd(event, path, '')) }}
      />
      <nav aria-label={t('event.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={localizedPath('events', locale)}>{t('list.title')}</Link>
          </li>
          <li aria-current="page">{event.Name}</li>
        </ol>
      </nav>
      <header className="event-hero">
        <p className="event-type">{typeName(event.EventTypeId, locale)}</p>
        <h1>{event.Name}</h1>
        <p className="event-when-line">{formatPeriod(event, locale)}</p>
      </header>
      {event.Image && (
        <img
          className="event-image"
          src={event.Image}
          alt={t('event.imageAlt', { name: event.Name })}
          width={1024}
          height={576}
        />
      )}
      <div className="event-detail-grid">
        <aside className="event-aside" aria-label={t('event.aside')}>
          <section aria-labelledby={ids.practical} className="event-panel">
            <h2 id={ids.practical}>{t('event.practical')}</h2>
            <dl className="facts">
              <dt>{t('card.when')}</dt>
              <dd>{formatPeriod(event, locale)}</dd>
              <dt>{t('card.where')}</dt>
              <dd>
                {event.IsOnline !== 'online' && place && <span className="event-place">{place}</span>}
                {online && <span className="event-place">{t(`online.${event.IsOnline}`)}</span>}
                {!place && !online && t('card.placeUnknown')}
                {map && event.IsOnline !== 'online' && (
                  <>
                    {' '}
                    <a href={map} target="_blank" rel="noopener noreferrer">
                      {t('event.map')}
                      <span className="visually-hidden"> {t('newWindow')}</span>
                    </a>
                  </>
                )}
              </dd>
              {event.OrganizerName && (
                <>
                  <dt>{t('event.organizer')}</dt>
                  <dd>{event.OrganizerName}</dd>
                </>
              )}
              <dt>{t('card.price')}</dt>
              <dd>
                {steps.length === 0
                  ? t('card.free')
                  : steps.map((step) => (
                      <span key={`${step.currency}-${step.until ?? 'last'}`} className="event-price">
                        {formatPrice(step.price, step.currency, locale)}
                        {step.until && ` ${t('event.earlyBird', { date: formatDate(step.until, locale) })}`}
                        {step.after !== null &&
                          ` ${t('event.thenPrice', { price: formatPrice(step.after, step.currency, locale) })}`}
                      </span>
                    ))}
              </dd>
              {left.kind !== 'open' && (
                <>
                  <dt>{t('event.places')}</dt>
                  <dd>
                    {left.kind === 'full' ? t('card.full') : t('card.placesLeft', { count: left.count })}
                  </dd>
                </>
              )}
            </dl>
            <p className="event-calendar">
              <a
                href={`/api/v1/event/${event.Id}/ics`}
                onClick={(click) => {
                  // The API wants its client key in a header, which a plain link cannot send.
                  click.preventDefault();
                  void callApiForFile(eventApi.ics, { params: { id: event.Id } }).then(
                    (file) => saveFile(file, `${event.Slug || 'event'}.ics`),
                    () => setIcsFailed(true),
                  );
                }}
              >
                {t('event.addToCalendar')}
              </a>
            </p>
            <p role="status" className="error">
              {icsFailed ? t('event.icsFailed') : ''}
            </p>
            {event.Url && !event.IsTicketLink && (
              <p>
                <a href={event.Url} target="_blank" rel="noopener noreferrer">
                  {t('event.website')}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              </p>
            )}
          </section>
          <RegistrationPanel event={event} locale={locale} />
        </aside>
        <div className="event-main">
          {event.Description.trim() && (
            <section aria-labelledby={ids.about}>
              <h2 id={ids.about}>{t('event.about')}</h2>
              <p className="pre">{event.Description}</p>
              {event.Tags.length > 0 && (
                <ul className="event-tags" aria-label={t('event.tags')}>
                  {event.Tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {event.ProgramItems.length > 0 && (
            <section aria-labelledby={ids.program}>
              <h2 id={ids.program}>{t('event.program')}</h2>
              <ol className="event-program">
                {event.ProgramItems.map((item) => (
                  <li key={item.Id}>
                    <p className="event-program-time">
                      {event.StartDate !== event.EndDate && `${formatDate(item.Date, locale)}, `}
                      {minutesToTime(item.StartMinutes)}–{minutesToTime(item.EndMinutes)}
                    </p>
                    <h3>{item.Title}</h3>
                    {item.Speaker && <p className="muted">{t('event.speaker', { name: item.Speaker })}</p>}
                    {item.Description && <p className="pre">{item.Description}</p>}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
