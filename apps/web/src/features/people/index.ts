import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

const NAMESPACE = 'people';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const PeopleArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * The network's people: the people search with public profiles (`network-people`), the check-in
 * page a location's QR code opens, with the people to meet (`network-checkin`), and the social
 * capital page with its free workspaces (`socialCapital`).
 */
export const peopleFeature: Feature = {
  name: 'people',
  namespace: NAMESPACE,
  routes: {
    'network-people': PeopleArea,
    'network-checkin': PeopleArea,
    socialCapital: PeopleArea,
  },
};
