import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'notifications';

const NotificationsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/** Notifications: the member's inbox with its rules (`/mijn/inbox`, `/my/inbox`). */
export const notificationsFeature: Feature = {
  name: 'notifications',
  namespace: NAMESPACE,
  routes: { 'my-inbox': NotificationsArea },
};
