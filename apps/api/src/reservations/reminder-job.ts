import type { FastifyPluginAsync } from 'fastify';
import { runWhileAppIsUp, startPeriodicJob } from '../kernel/jobs/periodic-job.ts';
import { remindTomorrowsReservations } from './commands/remind-reservations.ts';

/** How often the reminder job looks for tomorrow's reservations (10 minutes). */
export const REMINDER_RUN_INTERVAL_MS = 10 * 60_000;

/**
 * The day-before reminders run with the app's other background work (off in tests, which call
 * `remindTomorrowsReservations` themselves); the events it writes are handed to the dispatcher at once.
 */
export const reminderJob: FastifyPluginAsync = async (app) => {
  if (!app.backgroundWork) return;
  runWhileAppIsUp(app, () =>
    startPeriodicJob({
      name: 'reservation reminders',
      run: async () => {
        const reminded = await remindTomorrowsReservations(app.db, app.now());
        if (reminded.length > 0) await app.events.drain();
      },
      intervalMs: REMINDER_RUN_INTERVAL_MS,
      firstAfterMs: 5_000,
      log: app.log,
    }),
  );
};
