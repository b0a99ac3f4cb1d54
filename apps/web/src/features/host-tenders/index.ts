import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'host-tenders';

// Loaded when one of its pages is first opened; one component for both (`screens.tsx`).
const HostTendersArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * Requests for proposals at the host's locations: the list by status and location, and one
 * request with the answer editor (spaces, options, prices, text, valid until), the sent proposal
 * and its versions, and declining.
 */
export const hostTendersFeature: Feature = {
  name: 'host-tenders',
  namespace: NAMESPACE,
  routes: {
    'host-tenders': HostTendersArea,
    'host-tender': HostTendersArea,
  },
};
