import type { FastifyPluginAsync } from 'fastify';
import { runWhileAppIsUp, startPeriodicJob } from '../kernel/jobs/periodic-job.ts';
import { expireUnpaidRegistrations } from './commands/expire-unpaid.ts';

/** How often unpaid registrations past their hold are looked for (10 minutes). */
export const EXPIRY_RUN_INTERVAL_MS = 10 * 60_000;

/**
 * Unpaid registrations past `EVENT_PAYMENT_HOLD_HOURS` are cancelled with the app's other background
 * work (off in tests, which call `expireUnpaidRegistrations` themselves); the events it writes (the
 * mails, the promotions) are handed to the dispatcher at once.
 */
export const expiryJob: FastifyPluginAsync = async (app) => {
  if (!app.backgroundWork) return;
  runWhileAppIsUp(app, () =>
    startPeriodicJob({
      name: 'unpaid event registrations',
      run: async () => {
        const expired = await expireUnpaidRegistrations(app.db, app.now());
        if (expired.length > 0) await app.events.drain();
      },
      intervalMs: EXPIRY_RUN_INTERVAL_MS,
      firstAfterMs: 7_000,
      log: app.log,
    }),
  );
};
