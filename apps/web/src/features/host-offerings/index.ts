import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'host-offerings';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const HostOfferingsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * What a location sells, for its host: its spaces (and one space's form), options, and packages
 * with the location's vouchers (members only by the route table; the API answers 403 to others).
 */
export const hostOfferingsFeature: Feature = {
  name: 'host-offerings',
  namespace: NAMESPACE,
  routes: {
    'host-location-spaces': HostOfferingsArea,
    'host-location-space': HostOfferingsArea,
    'host-location-options': HostOfferingsArea,
    'host-location-packages': HostOfferingsArea,
  },
};
