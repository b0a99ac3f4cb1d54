import { defineArea } from '../kernel/area.ts';
import { reviewRoutes } from './review.routes.ts';
import { REVIEW_SUBSCRIBERS } from './subscribers/index.ts';

/** The reviews area: reviews of finished reservations, their answers, and the locations' scores. */
export const reviewsArea = defineArea({
  name: 'reviews',
  routes: async (app) => {
    await app.register(reviewRoutes);
  },
  subscribers: REVIEW_SUBSCRIBERS,
});
