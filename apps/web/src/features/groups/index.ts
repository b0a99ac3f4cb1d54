import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

import type { QuestionsPanel } from './panel.ts';

export type { QuestionsPanel } from './panel.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'groups';

/**
 * The network's groups: the network's start page, the groups list, a group's pages (overview,
 * stories, events, members) and the member's groups under my activities.
 */
export function groupsFeature({ QuestionsPanel }: { QuestionsPanel: QuestionsPanel }): Feature {
  // Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
  const Area = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
  const GroupsArea = () => createElement(Area, { QuestionsPanel });
  return {
    name: 'groups',
    namespace: NAMESPACE,
    routes: {
      network: GroupsArea,
      'network-groups': GroupsArea,
      'network-group': GroupsArea,
      'network-group-articles': GroupsArea,
      'network-group-events': GroupsArea,
      'network-group-events-new': GroupsArea,
      'network-group-members': GroupsArea,
      'network-group-questions': GroupsArea,
      'network-group-question': GroupsArea,
      'my-activities': GroupsArea,
      'my-activities-groups': GroupsArea,
    },
  };
}
