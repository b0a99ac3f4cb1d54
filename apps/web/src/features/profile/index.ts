import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'profile';

// The profile area, loaded when it is first opened (behind the member gate).
const ProfileArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/** The member's overview (`/my`) and profile page (`/my/profile`). */
export const profileFeature: Feature = {
  name: 'profile',
  namespace: NAMESPACE,
  routes: { my: ProfileArea, 'my-profile': ProfileArea },
};
