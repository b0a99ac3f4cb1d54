import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { InPlaceLogin } from '../../lib/login-slot.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'event-manage';

/**
 * The organiser's and the member's event pages: the 6-step creation wizard (step 1 for anyone,
 * the rest after an in-place login through the app's `Login`), the member's events (attending and
 * organising) and an event's management sections. One lazily loaded chunk for all of them.
 */
export function eventManageFeature({ Login }: { Login: InPlaceLogin }): Feature {
  const Pages = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  const Screen = () => createElement(Pages, { Login });
  return {
    name: 'event-manage',
    namespace: NAMESPACE,
    routes: {
      'events-new': Screen,
      'my-events': Screen,
      'my-events-organizedEvents': Screen,
      'my-event': Screen,
      'my-event-section': Screen,
    },
  };
}
