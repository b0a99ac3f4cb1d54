import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

describe('startPeriodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on its interval and once soon after start, never two runs at once', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: (() => void) | undefined;
    const job = startPeriodicJob({
      name: 'test job',
      intervalMs: 1_000,
      firstAfterMs: 10,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    // Still running: the interval's tick does not start a second run.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    release?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    release?.();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run under its name and runs again next time', async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    let runs = 0;
    const job = startPeriodicJob({
      name: 'failing job',
      intervalMs: 100,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toBe(2);
    expect(warnings).toEqual(['failing job failed', 'failing job failed']);
    await job.stop();
  });
});
