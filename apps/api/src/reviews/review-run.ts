import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type PeriodicJob, startPeriodicJob } from '../kernel/jobs/periodic-job.ts';
import { openDueReviews } from './commands/open-reviews.ts';

/** How often the opening job looks for reservations that have ended (10 minutes). */
export const REVIEW_RUN_INTERVAL_MS = 10 * 60_000;

/**
 * The opening job: opens the reviews of reservations that have ended and hands their invitations
 * to the event dispatcher (`dispatch`: the app's drain, so the mails are in the outbox at once).
 * Returns how many it opened; a failure is logged and tried again by the next run.
 */
export async function runReviewOpening(
  db: Kysely<DB>,
  now: Date,
  dispatch?: () => Promise<unknown>,
): Promise<number> {
  const opened = await openDueReviews(db, now, { announce: true });
  if (opened.length > 0) await dispatch?.();
  return opened.length;
}

/** Runs the opening job every `intervalMs` (and soon after start: reservations that ended while the server was down). */
export function startReviewRun(deps: {
  db: Kysely<DB>;
  now: () => Date;
  dispatch?: () => Promise<unknown>;
  log?: { warn(obj: object, msg: string): void };
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'review opening',
    run: () => runReviewOpening(deps.db, deps.now(), deps.dispatch),
    intervalMs: deps.intervalMs ?? REVIEW_RUN_INTERVAL_MS,
    firstAfterMs: 5_000,
    log: deps.log,
  });
}
