import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';

/** What a member who is not an administrator sees on the administration's pages. */
export function NoAccess() {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('noAccess.title'));
  return (
    <section aria-labelledby="admin-no-access" className="admin">
      <h1 id="admin-no-access" ref={heading} tabIndex={-1}>
        {t('noAccess.title')}
      </h1>
      <p>{t('noAccess.body')}</p>
      <p>
        <Link to={localizedPath('my', locale)}>{t('noAccess.back')}</Link>
      </p>
    </section>
  );
}
