import type { FastifyInstance } from 'fastify';

/** A background job that runs every `intervalMs` until stopped. */
export interface PeriodicJob {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (and once `firstAfterMs` after start, when given: work that piled up
 * while the server was down) until stopped. A run never overlaps the previous one; a failure is
 * logged under `name` and the next run tries again. The timers do not keep the process alive.
 */
export function startPeriodicJob(job: {
  name: string;
  run: () => Promise<unknown>;
  intervalMs: number;
  firstAfterMs?: number;
  log?: { warn(obj: object, msg: string): void };
}): PeriodicJob {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .catch((error) => job.log?.warn({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  const first = job.firstAfterMs === undefined ? undefined : setTimeout(tick, job.firstAfterMs);
  first?.unref();
  return {
    async stop() {
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}

/**
 * Starts a job (`start`) once the app is ready and stops it, waiting for a run under way, when the
 * app closes. Callers register it only with the app's background work (off in tests, which call
 * the job's work themselves).
 */
export function runWhileAppIsUp(app: Pick<FastifyInstance, 'addHook'>, start: () => PeriodicJob): void {
  let job: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    job = start();
  });
  app.addHook('onClose', async () => job?.stop());
}
