import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'stories';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const StoriesArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * Stories: the public list and story (server-rendered), the network's stories, a group's story,
 * the editor, the member's stories and the administrators' blog-rights requests.
 */
export const storiesFeature: Feature = {
  name: 'stories',
  namespace: NAMESPACE,
  routes: {
    stories: StoriesArea,
    story: StoriesArea,
    'story-edit': StoriesArea,
    'network-stories': StoriesArea,
    'network-story': StoriesArea,
    'network-story-edit': StoriesArea,
    'network-group-article': StoriesArea,
    'network-group-article-edit': StoriesArea,
    'my-activities-articles': StoriesArea,
    'my-activities-article': StoriesArea,
    'my-activities-article-edit': StoriesArea,
    'admin-blog-rights': StoriesArea,
  },
};

/** A location page's stories tab (`location-stories`), given to the locations feature by the app. */
export const LocationStoriesPanel = lazyScreen<{ locationId: number }>(
  NAMESPACE,
  () => import('./location-stories.tsx'),
);
