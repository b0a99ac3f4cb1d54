import { reviewApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { runWhileAppIsUp } from '../kernel/jobs/periodic-job.ts';
import { deleteReview } from './commands/delete-review.ts';
import { writeReview } from './commands/write-review.ts';
import {
  featuredReviews,
  listReviews,
  myReviews,
  openReviews,
  type ReviewDeps,
  readReview,
  reviewScore,
} from './review.reads.ts';
import { startReviewRun } from './review-run.ts';

/** The review calls (`reviewApi`), and the opening job with the app's background work. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ReviewDeps => ({ db: app.db, now: app.now() });

  // The opening job runs with the app's other background work (off in tests, which call it).
  if (app.backgroundWork)
    runWhileAppIsUp(app, () =>
      startReviewRun({ db: app.db, now: app.now, dispatch: () => app.events.drain(), log: app.log }),
    );

  route(app, reviewApi.list, async ({ query, request }) =>
    listReviews(deps(), await request.member(), query),
  );
  route(app, reviewApi.open, ({ actor }) => openReviews(deps(), actor));
  route(app, reviewApi.score, async ({ query, request }) =>
    reviewScore(deps(), await request.member(), query),
  );
  route(app, reviewApi.mine, ({ actor, query }) => myReviews(deps(), actor, query));
  route(app, reviewApi.get, async ({ params, request }) =>
    readReview(deps(), await request.member(), params.id),
  );
  route(app, reviewApi.respond, ({ actor, params, body }) => writeReview(deps(), actor, params.key, body));
  route(app, reviewApi.remove, async ({ actor, params, body }) => ({
    Id: await deleteReview(deps(), actor, params.id, body?.Reason),
  }));
  route(app, reviewApi.featured, async ({ query, request }) =>
    featuredReviews(deps(), await request.member(), query),
  );
};
