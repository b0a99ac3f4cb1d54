import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCATION_TABS, type LocationTab, TAB_ROUTES } from '../routes.ts';

/** The location page's tabs as links to their sub-routes; the open one is `aria-current="page"`. */
export function LocationTabs({
  id,
  slug,
  current,
  locale,
}: {
  id: number;
  slug: string;
  current: LocationTab;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('locations.tabs.label')} className="section-nav location-tabs">
      <ul>
        {LOCATION_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={localizedPath(TAB_ROUTES[tab], locale, { id, slug })}
              aria-current={tab === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`locations.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
