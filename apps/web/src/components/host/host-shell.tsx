import { localizedPath, type RouteName } from '@meetspace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** The host area's sections (no location parameter). */
const AREA_LINKS = [
  { route: 'host', label: 'host.nav.locations' },
  { route: 'host-bookings', label: 'host.nav.bookings' },
  { route: 'host-tenders', label: 'host.nav.requests' },
  { route: 'host-widgets', label: 'host.nav.widgets' },
  { route: 'host-stats', label: 'host.nav.statistics' },
] as const satisfies readonly { route: RouteName; label: string }[];

/** One location's pages in the host area. */
const LOCATION_LINKS = [
  { route: 'host-location', label: 'host.nav.details' },
  { route: 'host-location-photos', label: 'host.nav.photos' },
  { route: 'host-location-hours', label: 'host.nav.hours' },
  { route: 'host-location-spaces', label: 'host.nav.spaces' },
  { route: 'host-location-options', label: 'host.nav.options' },
  { route: 'host-location-packages', label: 'host.nav.packages' },
  { route: 'host-location-managers', label: 'host.nav.managers' },
  { route: 'host-location-changes', label: 'host.nav.changes' },
  { route: 'host-location-reviews', label: 'host.nav.reviews' },
  { route: 'host-location-stats', label: 'host.nav.statistics' },
] as const satisfies readonly { route: RouteName; label: string }[];

export type HostAreaRoute = (typeof AREA_LINKS)[number]['route'];
export type HostLocationRoute = (typeof LOCATION_LINKS)[number]['route'];

/**
 * The frame of every host page: the area's sections and, on a location's pages, that location's
 * pages as a second row (the open one is `aria-current="page"`), then the page itself.
 */
export function HostShell({
  current,
  location,
  children,
}: {
  current: HostAreaRoute | HostLocationRoute;
  /** On a location's pages: its id and name. */
  location?: { id: number; name: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const areaCurrent = location ? 'host' : current;
  return (
    <div className="host-shell">
      <nav aria-label={t('host.nav.area')} className="host-nav">
        <ul>
          {AREA_LINKS.map((link) => (
            <li key={link.route}>
              <Link
                to={localizedPath(link.route, locale)}
                aria-current={link.route === areaCurrent ? 'page' : undefined}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {location && (
        <nav
          aria-label={t('host.nav.location', { name: location.name })}
          className="host-nav host-nav--location"
        >
          <ul>
            {LOCATION_LINKS.map((link) => (
              <li key={link.route}>
                <Link
                  to={localizedPath(link.route, locale, { locationId: location.id })}
                  aria-current={link.route === current ? 'page' : undefined}
                  preventScrollReset
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="host-page">{children}</div>
    </div>
  );
}
