import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { InPlaceLogin } from '../../lib/login-slot.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'tender';

/**
 * The tender (request for proposal) form: one meeting sent to 1 to 5 locations. Anyone fills it
 * in; sending needs a member, whom the app's `Login` lets log in or register in place.
 */
export function tenderFeature({ Login }: { Login: InPlaceLogin }): Feature {
  const Page = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  const Screen = () => createElement(Page, { Login });
  return { name: 'tender', namespace: NAMESPACE, routes: { tender: Screen } };
}
