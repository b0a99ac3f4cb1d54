import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'host';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const HostArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * The host area, "my locations": the locations a member manages and, per location, its details,
 * photos, opening hours, managers and change log (members only, by the route table; the API
 * answers 403 to a member who does not manage the location).
 */
export const hostFeature: Feature = {
  name: 'host',
  namespace: NAMESPACE,
  routes: {
    host: HostArea,
    'host-location': HostArea,
    'host-location-photos': HostArea,
    'host-location-hours': HostArea,
    'host-location-managers': HostArea,
    'host-location-changes': HostArea,
  },
};
