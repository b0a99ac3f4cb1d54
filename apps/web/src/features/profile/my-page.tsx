import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLocale } from '../../app/use-locale.ts';
import { Loading } from '../../components/loading.tsx';
import { useSession } from '../auth/session.tsx';
import { useMemberOrLogin } from '../reservations/member-gate.tsx';
import { useProfileState } from './api.ts';
import { usePageTitle } from './use-page-title.ts';

/** `/my`: the member's own area, a greeting and the ways into it. */
export function MyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const gate = useMemberOrLogin();
  const session = useSession();
  // The name as the server has it now (a change on the profile page is not in the login's copy).
  const state = useProfileState(gate.kind === 'member');
  const member = state.data ?? session.member;
  usePageTitle(t('profile.my.title'));

  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  return (
    <section aria-labelledby="my-area-title" className="my-area">
      <h1 id="my-area-title">{t('profile.my.title')}</h1>
      <Loading active={gate.kind === 'wait'} />
      {member && (
        <>
          <p>{t('profile.my.hello', { name: member.FirstName })}</p>
          <ul className="my-links">
            <li>
              <Link to={localizedPath('my-reservations', locale)}>{t('profile.my.reservations')}</Link>
              <p className="muted">{t('profile.my.reservationsHint')}</p>
            </li>
            <li>
              <Link to={localizedPath('my-profile', locale)}>{t('profile.my.profile')}</Link>
              <p className="muted">{t('profile.my.profileHint')}</p>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
