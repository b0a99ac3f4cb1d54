import './styles.css';
import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { EmbeddedWizard } from './embed-page.tsx';

export type { EmbeddedWizard } from './embed-page.tsx';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'widgets';

/**
 * Booking widgets: the host's list and settings of its widgets (with a preview and the snippets),
 * and the widget's own page that venues' websites frame (`widget-embed`), which runs the booking
 * wizard the app gives it.
 */
export function widgetsFeature({ Wizard }: { Wizard: EmbeddedWizard }): Feature {
  const Area = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  const Screen = () => createElement(Area, { Wizard });
  return {
    name: 'widgets',
    namespace: NAMESPACE,
    routes: { 'host-widgets': Screen, 'host-widget': Screen, 'widget-embed': Screen },
  };
}
