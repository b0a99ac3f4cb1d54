import { localizedPath, type RouteName } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

const LINKS = [
  { route: 'admin', label: 'nav.dashboard' },
  { route: 'admin-locations', label: 'nav.locations' },
  { route: 'admin-members', label: 'nav.members' },
  { route: 'admin-blog-rights', label: 'nav.blogRights' },
  // The platform's statistics (all locations); each location's from its page here.
  { route: 'host-stats', label: 'nav.statistics' },
] as const satisfies readonly { route: RouteName; label: string }[];

/** The administration's sections; the open one is `aria-current="page"`. */
export function AdminNav({ current }: { current: (typeof LINKS)[number]['route'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t('nav.label')} className="admin-nav">
      <ul>
        {LINKS.map((link) => (
          <li key={link.route}>
            <Link
              to={localizedPath(link.route, locale)}
              aria-current={link.route === current ? 'page' : undefined}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
