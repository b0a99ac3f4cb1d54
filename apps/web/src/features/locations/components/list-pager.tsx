import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous / next links of a paged list, with "page x of y"; `hrefOf` gives a page's URL. */
export function ListPager({
  page,
  pages,
  hrefOf,
  onNavigate,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="list-pager" aria-label={t('locations.pager.label')}>
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev" onClick={onNavigate} preventScrollReset>
          <span aria-hidden="true">← </span>
          {t('locations.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="list-pager-position">{t('locations.pager.position', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" onClick={onNavigate} preventScrollReset>
          {t('locations.pager.next')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
