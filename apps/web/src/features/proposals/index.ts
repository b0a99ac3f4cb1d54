import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { InPlaceLogin } from '../../lib/login-slot.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'proposals';

/**
 * The applicant's proposals: their tenders with the answers compared side by side, and one
 * proposal (about the location, spaces, amenities, summary; accept, request changes, reject). The
 * mailed link (`proposal`) is not marked members-only in the route table (it has a bare form that
 * forwards to the list), so the app's `Login` is shown in place to a visitor.
 */
export function proposalsFeature({ Login }: { Login: InPlaceLogin }): Feature {
  const Area = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  const Screen = () => createElement(Area, { Login });
  return {
    name: 'proposals',
    namespace: NAMESPACE,
    routes: { 'my-reservations-proposals': Screen, 'my-reservations-proposal': Screen, proposal: Screen },
  };
}
