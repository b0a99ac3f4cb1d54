import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { GroupQuestionsProps } from './panel.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'questions';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const QuestionsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * The network's questions: the list (search, tags, open/closed, paging), asking, one question with
 * its answers, votes, replies and best answer, and the member's own and answered questions.
 */
export const questionsFeature: Feature = {
  name: 'questions',
  namespace: NAMESPACE,
  routes: {
    'network-questions': QuestionsArea,
    'network-questions-create': QuestionsArea,
    'network-question': QuestionsArea,
    'my-activities-questions': QuestionsArea,
    'my-activities-question': QuestionsArea,
  },
};

/** A group page's questions tab: its list and its questions, given to the groups feature by the app. */
export const GroupQuestionsPanel = lazyScreen<GroupQuestionsProps>(
  NAMESPACE,
  () => import('./group-questions.tsx'),
);
