import { localizedPath, matchRoute, type RouteName } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

const PAGES: readonly { route: RouteName; label: string }[] = [
  { route: 'my-invoices', label: 'nav.invoices' },
  { route: 'my-credits', label: 'nav.credits' },
  { route: 'my-wallet', label: 'nav.wallet' },
];

/** The member's money pages, the open one marked: invoices, credits, wallet. */
export function MoneyNav() {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = matchRoute(useLocation().pathname)?.name;
  return (
    <nav aria-label={t('nav.label')} className="money-nav">
      <ul>
        <li>
          <Link to={localizedPath('my', locale)}>{t('nav.my')}</Link>
        </li>
        {PAGES.map((page) => (
          <li key={page.route}>
            <Link
              to={localizedPath(page.route, locale)}
              aria-current={current === page.route ? 'page' : undefined}
            >
              {t(page.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
