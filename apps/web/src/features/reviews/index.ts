// The server renders the location's reviews tab and the reviews page: their styles are in the first stylesheet.
import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'reviews';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const ReviewsArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * Reviews: the member's reviews to write and written (`my-reservations-reviews`), the latest reviews
 * of every location (`reviews`, server-rendered), and a host's reviews of one location with their
 * responses (`host-location-reviews`).
 */
export const reviewsFeature: Feature = {
  name: 'reviews',
  namespace: NAMESPACE,
  routes: {
    'my-reservations-reviews': ReviewsArea,
    reviews: ReviewsArea,
    'host-location-reviews': ReviewsArea,
  },
};

/** A location page's reviews tab (`location-reviews`), given to the locations feature by the app. */
export const LocationReviewsPanel = lazyScreen<{ locationId: number }>(
  NAMESPACE,
  () => import('./location-reviews.tsx'),
);
