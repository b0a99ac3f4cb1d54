import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading.tsx';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useProfileState } from './api.ts';
import { BillingSection } from './billing-section.tsx';
import { DeleteProfileSection } from './delete-profile.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileNetwork } from './profile-network.tsx';
import { ProfilePicture } from './profile-picture.tsx';
import { useProfileProblem } from './use-profile-problem.ts';

/** `/my/profile`: the member's details, picture, billing addresses, and deleting the profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const state = useProfileState();
  const problem = useProfileProblem(state.error, 'profile.loadFailed');
  usePageTitle(t('profile.title'));

  const profile = state.data;
  return (
    <div className="profile-page">
      <h1>{t('profile.title')}</h1>
      <Loading active={state.isPending} />
      {state.isError && (
        <div role="alert" className="error">
          <p>
            {problem.message}{' '}
            <button type="button" className="link" onClick={() => void state.refetch()}>
              {t('profile.retry')}
            </button>
          </p>
        </div>
      )}
      {profile && (
        <>
          <ProfileDetails key={profile.Id} profile={profile} />
          <ProfilePicture profile={profile} />
          <ProfileNetwork key={`network-${profile.Id}`} profile={profile} />
          <BillingSection />
          <DeleteProfileSection profileId={profile.Id} />
        </>
      )}
    </div>
  );
}
