import type { FastifyPluginAsync } from 'fastify';
import { runWhileAppIsUp, startPeriodicJob } from '../kernel/jobs/periodic-job.ts';
import { providersOf } from './providers/index.ts';
import { sendDueRefunds } from './refunds.ts';

/** How often the refund job sends the refunds asked for (30 seconds). */
export const REFUND_RUN_INTERVAL_MS = 30_000;

/**
 * Refunds go to their providers with the app's other background work (off in tests, which call
 * `sendDueRefunds` themselves).
 */
export const refundJob: FastifyPluginAsync = async (app) => {
  if (!app.backgroundWork) return;
  const providers = providersOf(app);
  runWhileAppIsUp(app, () =>
    startPeriodicJob({
      name: 'refunds',
      run: () => sendDueRefunds({ db: app.db, providers, now: app.now, log: app.log }),
      intervalMs: REFUND_RUN_INTERVAL_MS,
      firstAfterMs: 5_000,
      log: app.log,
    }),
  );
};
