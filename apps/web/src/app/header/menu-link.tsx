import { type Locale, localizedPath, switchLocalePath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { MenuItem } from './menu-items.ts';

/** One main-menu link; the current section gets aria-current="page". */
export function MenuLink({
  name,
  locale,
  onNavigate,
}: {
  name: MenuItem;
  locale: Locale;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NavLink to={localizedPath(name, locale)} onClick={onNavigate}>
      {t(`header.items.${name}`)}
    </NavLink>
  );
}

/** The language switch: the same page in the other language (query and hash kept). */
export function LanguageSwitch({
  locale,
  pathname,
  onNavigate,
}: {
  locale: Locale;
  pathname: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const other: Locale = locale === 'nl' ? 'en' : 'nl';
  return (
    <nav aria-label={t('language.label')} className="language-switch">
      <Link to={switchLocalePath(pathname, other)} hrefLang={other} onClick={onNavigate}>
        {/* The accessible name starts with the visible label (WCAG 2.5.3, label in name): "English
            (Bekijk deze pagina in het Engels)", the label in its own language. */}
        <span lang={other}>{t('language.other')}</span>
        <span className="visually-hidden"> ({t('language.switchTo')})</span>
      </Link>
    </nav>
  );
}
