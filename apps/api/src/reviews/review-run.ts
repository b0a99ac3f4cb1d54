import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
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

/**
 * Runs the opening job every `intervalMs` until stopped (the app starts it with its other background
 * work, which tests leave off); a run never overlaps the previous one, and `stop` waits for it.
 */
export function startReviewRun(deps: {
  db: Kysely<DB>;
  now: () => Date;
  dispatch?: () => Promise<unknown>;
  log?: { warn(obj: object, msg: string): void };
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runReviewOpening(deps.db, deps.now(), deps.dispatch)
      .catch((error) => deps.log?.warn({ err: error }, 'review opening failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? REVIEW_RUN_INTERVAL_MS);
  timer.unref();
  // The first run soon after start: reservations that ended while the server was down.
  const first = setTimeout(tick, 5_000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
