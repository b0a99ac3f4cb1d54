import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { MyPage } from './my-page.tsx';
import { ProfilePage } from './profile-page.tsx';

/** The profile area as one lazily loaded component: the overview (`/my`) or the profile page. */
export default function ProfileArea() {
  return matchRoute(useLocation().pathname)?.name === 'my-profile' ? <ProfilePage /> : <MyPage />;
}
