import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'boarding';

import type { BoardingLogin } from './login-slot.ts';

export type { BoardingLogin } from './login-slot.ts';

/**
 * Boarding: a host adds a location in 5 steps (licence, confirm, location, terms, confirmation);
 * steps 3 onward need a login, which the app's `Login` offers in place.
 */
export function boardingFeature({ Login }: { Login: BoardingLogin }): Feature {
  const Wizard = lazyScreen(NAMESPACE, () => import('./wizard/boarding-wizard.tsx'));
  const Screen = () => createElement(Wizard, { Login });
  return { name: 'boarding', namespace: NAMESPACE, routes: { boarding: Screen } };
}
