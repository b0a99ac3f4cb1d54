import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

// The profile area, loaded when it is first opened (behind the member gate).
const ProfileArea = lazyScreen(() => import('./screens.tsx'));

/** The member's overview (`/my`) and profile page (`/my/profile`). */
export const profileFeature: Feature = {
  name: 'profile',
  namespace: 'profile',
  routes: { my: ProfileArea, 'my-profile': ProfileArea },
};
