import { localizedPath, type ReservationSection } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { SUBMENUS } from '../submenus.ts';

/** The reservation's submenus as a tab-like list of links; the open one is `aria-current="page"`. */
export function SectionNav({ id, current }: { id: number; current: ReservationSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t('res.menu')} className="section-nav">
      <ul>
        {SUBMENUS.map((submenu) => (
          <li key={submenu.id}>
            <Link
              to={localizedPath(submenu.route, locale, { id })}
              aria-current={submenu.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(submenu.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
