import { holdRepeatDelay } from '@meetspace/domain';
/**
 * Press-and-hold repeat of a stepper button (spec 2, section 9): "first after 600 ms, then every
 * 200 ms for 5 repeats, every 150 ms up to 10, then every 100 ms".
 *
 * A press steps once at once; then the domain's `holdRepeatDelay` schedule: repeat 1 comes 600 ms
 * after the press, repeats 2-6 200 ms apart, repeats 7-10 150 ms apart, every later one 100 ms.
 *
 * So the steps of a long press fall at 0 (the press), 600, 800, 1000, 1200, 1400, 1600, 1750,
 * 1900, 2050, 2200, 2300, 2400, 2500, ... ms.
 */
export const FIRST_REPEAT_MS = holdRepeatDelay(1);

/** The delay in ms before the next repeat when `repeats` repeats have followed the press. */
export function repeatDelay(repeats: number): number {
  // The spec's schedule lives in the domain package, numbered from the first repeat.
  return holdRepeatDelay(Math.max(0, Math.floor(repeats)) + 1);
}

/** The timer functions the repeat runs on (the global ones by default; fake ones in tests). */
export interface RepeatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: RepeatTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `step` once on `start()` and then on the repeat schedule until `stop()`. `step` answers
 * whether another step is possible: false (the bound is reached) ends the repeat by itself.
 */
export class PressAndHold {
  private timer: unknown = null;
  private repeats = 0;
  private running = false;

  constructor(
    private readonly step: () => boolean,
    private readonly timers: RepeatTimers = globalTimers,
  ) {}

  /** True from `start()` until `stop()` or until `step` reaches the bound. */
  get active(): boolean {
    return this.running;
  }

  /** Steps once now and starts the repeat (a running repeat starts over). */
  start(): void {
    this.stop();
    this.running = true;
    this.repeats = 0;
    if (this.step()) this.schedule();
    else this.stop();
  }

  /** Ends the repeat; safe to call at any time, also when nothing runs. */
  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.running = false;
  }

  private schedule(): void {
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (!this.running) return;
      this.repeats += 1;
      if (this.step()) this.schedule();
      else this.stop();
    }, repeatDelay(this.repeats));
  }
}

/**
 * An amount kept to the stepper's bounds: whole (fractions floor), at least `min`, at most `max`
 * (no cap when null). An invalid amount (NaN, infinite) becomes `min`.
 */
export function clampAmount(amount: number, min: number, max: number | null): number {
  const whole = Number.isFinite(amount) ? Math.floor(amount) : min;
  const capped = max === null ? whole : Math.min(whole, max);
  return Math.max(min, capped);
}
