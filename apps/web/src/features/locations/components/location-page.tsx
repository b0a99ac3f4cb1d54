import { type Locale, type LocationDetail, localizedPath } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useLocation as useRouterLocation } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { Rating } from '../../../components/rating.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { isNotFound, useLocation } from '../api/get-location.ts';
import { shortText } from '../format.ts';
import { type LocationRouteName, type LocationTab, parseLocationId, tabOfRoute } from '../routes.ts';
import type { EventsPanel, ReviewsPanel, SearchBox, StoriesPanel } from '../search-box.ts';
import { AmenitiesSection } from './amenities-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DirectionsSection } from './directions-section.tsx';
import { LocationImage } from './location-image.tsx';
import { LocationTabs } from './location-tabs.tsx';
import { OfferTags } from './offer-tags.tsx';
import { OpeningHoursSection } from './opening-hours-section.tsx';
import { SpacesPanel } from './spaces-panel.tsx';

/**
 * A location page (`/locaties/{id}/{slug}` and its tabs). An id that is no live location shows the
 * not-found page; a wrong slug is replaced by the location's own.
 */
export function LocationPage({
  routeName,
  SearchBox,
  EventsPanel,
  StoriesPanel,
  ReviewsPanel,
}: {
  routeName: LocationRouteName;
  SearchBox: SearchBox;
  EventsPanel: EventsPanel;
  StoriesPanel: StoriesPanel;
  ReviewsPanel: ReviewsPanel;
}) {
  const params = useParams();
  const id = parseLocationId(params.id);
  if (id === undefined) return <NotFoundPage />;
  return (
    <LocationView
      id={id}
      slug={params.slug ?? ''}
      routeName={routeName}
      SearchBox={SearchBox}
      EventsPanel={EventsPanel}
      StoriesPanel={StoriesPanel}
      ReviewsPanel={ReviewsPanel}
    />
  );
}

function LocationView({
  id,
  slug,
  routeName,
  SearchBox,
  EventsPanel,
  StoriesPanel,
  ReviewsPanel,
}: {
  id: number;
  slug: string;
  routeName: LocationRouteName;
  SearchBox: SearchBox;
  EventsPanel: EventsPanel;
  StoriesPanel: StoriesPanel;
  ReviewsPanel: ReviewsPanel;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search, hash } = useRouterLocation();
  const detail = useLocation(id, locale);
  const tab = tabOfRoute(routeName);
  const location = detail.data;
  // Title and description for the tab, search engines and link previews ('' while loading).
  usePageMeta(
    !location
      ? ''
      : routeName === 'location'
        ? t('locations.detail.title', { name: location.Name, city: location.City })
        : t('locations.detail.tabTitle', { tab: t(`locations.tabs.${tab}`), name: location.Name }),
    location?.Description.trim() ? shortText(location.Description) : undefined,
  );

  if (detail.isPending)
    return (
      // The page's room is kept while it loads, so the footer does not jump away under the reader.
      <div className="location-loading">
        <Loading active label={t('locations.detail.loading')} />
      </div>
    );
  // A failed background refresh keeps the page that is shown; only a first load that failed says so.
  if (detail.isError && !location) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return (
      <p role="alert" className="error">
        {t('locations.detail.failed')}{' '}
        <button type="button" className="link" onClick={() => void detail.refetch()}>
          {t('locations.retry')}
        </button>
      </p>
    );
  }
  if (!location) return <NotFoundPage />;
  if (slug !== location.UrlName) {
    const canonical = localizedPath(routeName, locale, { id, slug: location.UrlName });
    return <Navigate to={`${canonical}${search}${hash}`} replace />;
  }
  return (
    <LocationContent
      key={location.Id}
      location={location}
      tab={tab}
      locale={locale}
      SearchBox={SearchBox}
      EventsPanel={EventsPanel}
      StoriesPanel={StoriesPanel}
      ReviewsPanel={ReviewsPanel}
    />
  );
}

function LocationContent({
  location,
  tab,
  locale,
  SearchBox,
  EventsPanel,
  StoriesPanel,
  ReviewsPanel,
}: {
  location: LocationDetail;
  tab: LocationTab;
  locale: Locale;
  SearchBox: SearchBox;
  EventsPanel: EventsPanel;
  StoriesPanel: StoriesPanel;
  ReviewsPanel: ReviewsPanel;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const aboutId = useId();
  const listPath = localizedPath('locations', locale);
  const images = location.Images.slice(0, 3);
  return (
    <article className="location-detail">
      <nav aria-label={t('locations.detail.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={listPath}>{t('locations.list.title')}</Link>
          </li>
          <li>
            <Link to={`${listPath}?${new URLSearchParams({ q: location.City })}`}>{location.City}</Link>
          </li>
          <li aria-current="page">{location.Name}</li>
        </ol>
      </nav>
      <header className="location-hero">
        <h1>{location.Name}</h1>
        <p className="location-address">
          {location.Address}, {location.Postalcode} {location.City}
        </p>
        <OfferTags meetingTypeIds={location.MeetingtypeIds} locale={locale} />
        <Rating score={location.ReviewScore} count={location.ReviewCount} locale={locale} />
      </header>
      {images.length > 0 && (
        <div className={`location-gallery count-${images.length}`}>
          {images.map((image, index) => (
            <LocationImage
              key={image.Url}
              frameClassName="location-gallery-item"
              src={image.Url}
              alt={image.Alt}
              eager={index === 0}
            />
          ))}
        </div>
      )}
      <div className="location-detail-grid">
        <div className="location-main">
          {location.Description.trim() && (
            <section aria-labelledby={aboutId} className="location-about">
              <h2 id={aboutId}>{t('locations.detail.about')}</h2>
              <p className="pre">{location.Description}</p>
            </section>
          )}
          <LocationTabs id={location.Id} slug={location.UrlName} current={tab} locale={locale} />
          <section aria-labelledby={panelId} className="location-tab-panel">
            <h2 id={panelId}>{t(`locations.tabs.${tab}`)}</h2>
            {tab === 'events' ? (
              <EventsPanel locationId={location.Id} />
            ) : tab === 'stories' ? (
              <StoriesPanel locationId={location.Id} />
            ) : tab === 'reviews' ? (
              <ReviewsPanel locationId={location.Id} />
            ) : (
              <SpacesPanel
                key={tab}
                locationId={location.Id}
                kind={tab === 'workspaces' ? 'workspace' : 'meetingspace'}
                locale={locale}
              />
            )}
          </section>
        </div>
        <aside className="location-aside" aria-label={t('locations.detail.aside')}>
          <div className="location-panel location-search">
            <SearchBox location={{ LocationId: location.LocationId, Name: location.Name }} />
            <p className="location-tender">
              <Link
                to={`${localizedPath('tender', locale)}?${new URLSearchParams({ locations: String(location.Id) })}`}
                data-testid="location-tender-link"
              >
                {t('locations.detail.tender')}
              </Link>
            </p>
          </div>
          <OpeningHoursSection
            locationId={location.Id}
            meetingTypeIds={location.MeetingtypeIds}
            locale={locale}
          />
          <AmenitiesSection amenities={location.Amenities} locale={locale} />
          <DirectionsSection locationId={location.Id} name={location.Name} locale={locale} />
          <ContactSection location={location} />
        </aside>
      </div>
    </article>
  );
}
