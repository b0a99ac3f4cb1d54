import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useSession } from '../../lib/session.tsx';
import { useProfileState } from './api.ts';
import { MyChecklist } from './my-checklist.tsx';

/** `/my`: the member's own area, a greeting and the ways into it. */
export function MyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  // The name as the server has it now (a change on the profile page is not in the login's copy).
  const state = useProfileState();
  const member = state.data ?? session.member;
  usePageTitle(t('profile.my.title'));

  return (
    <section aria-labelledby="my-area-title" className="my-area">
      <h1 id="my-area-title">{t('profile.my.title')}</h1>
      {member && (
        <>
          <p>{t('profile.my.hello', { name: member.FirstName })}</p>
          <ul className="my-links">
            <li>
              <Link to={localizedPath('my-reservations', locale)}>{t('profile.my.reservations')}</Link>
              <p className="muted">{t('profile.my.reservationsHint')}</p>
            </li>
            <li>
              <Link to={localizedPath('my-invoices', locale)}>{t('profile.my.invoices')}</Link>
              <p className="muted">{t('profile.my.invoicesHint')}</p>
            </li>
            <li>
              <Link to={localizedPath('my-credits', locale)}>{t('profile.my.credits')}</Link>
              <p className="muted">{t('profile.my.creditsHint')}</p>
            </li>
            <li>
              <Link to={localizedPath('my-profile', locale)}>{t('profile.my.profile')}</Link>
              <p className="muted">{t('profile.my.profileHint')}</p>
            </li>
          </ul>
          <MyChecklist />
        </>
      )}
    </section>
  );
}
