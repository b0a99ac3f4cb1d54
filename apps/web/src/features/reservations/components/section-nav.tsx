import { localizedPath, type ReservationSection } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { SECTION_ROUTES, SECTIONS } from '../sections.ts';

/** The reservation's submenus as a tab-like list of links; the open one is `aria-current="page"`. */
export function SectionNav({ id, current }: { id: number; current: ReservationSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t('res.menu')} className="section-nav">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={localizedPath(SECTION_ROUTES[section], locale, { id })}
              aria-current={section === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`res.sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
