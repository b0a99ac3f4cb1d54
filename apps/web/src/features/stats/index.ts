import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'stats';

// Loaded when one of its pages is first opened; its charts' code (ECharts) loads after that, apart.
const StatsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/** The statistics of the host's locations (one, or all of them; an administrator's: the platform). */
export const statsFeature: Feature = {
  name: 'stats',
  namespace: NAMESPACE,
  routes: {
    'host-stats': StatsArea,
    'host-location-stats': StatsArea,
  },
};
