import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'admin';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const AdminArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * The administration (administrators only; others see a "no access" page and the API answers 403):
 * the dashboard with the approval queue, locations of every status, one location with its
 * approval actions, and the members.
 */
export const adminFeature: Feature = {
  name: 'admin',
  namespace: NAMESPACE,
  routes: {
    admin: AdminArea,
    'admin-locations': AdminArea,
    'admin-location': AdminArea,
    'admin-members': AdminArea,
  },
};
