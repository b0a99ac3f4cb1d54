import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampAmount, PressAndHold, repeatDelay } from './press-and-hold.ts';

describe('repeatDelay', () => {
  it('waits 600 ms for the first repeat, 200 ms for repeats 2-6, 150 ms for 7-10, then 100 ms', () => {
    expect(repeatDelay(0)).toBe(600);
    expect([1, 2, 3, 4, 5].map(repeatDelay)).toEqual([200, 200, 200, 200, 200]);
    expect([6, 7, 8, 9].map(repeatDelay)).toEqual([150, 150, 150, 150]);
    expect([10, 11, 12, 50, 1000].map(repeatDelay)).toEqual([100, 100, 100, 100, 100]);
  });
});

describe('PressAndHold', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A hold on a counter that may go up to `max` (no cap: Infinity). */
  function counter(max = Number.POSITIVE_INFINITY) {
    const state = { steps: 0 };
    const hold = new PressAndHold(() => {
      state.steps += 1;
      return state.steps < max;
    });
    return { state, hold };
  }

  /** Steps counted at each elapsed time since the press. */
  function stepsAt(times: number[], max?: number) {
    const { state, hold } = counter(max);
    hold.start();
    let elapsed = 0;
    return times.map((time) => {
      vi.advanceTimersByTime(time - elapsed);
      elapsed = time;
      return state.steps;
    });
  }

  it('steps once on the press and not again before 600 ms', () => {
    expect(stepsAt([0, 1, 599])).toEqual([1, 1, 1]);
  });

  it('repeats at 600, then every 200 ms for 5 repeats, every 150 ms up to 10, then every 100 ms', () => {
    // press, repeat 1 at 600, repeats 2-6 at 800..1600, repeats 7-10 at 1750..2200, then every 100 ms
    const times = [600, 800, 1000, 1200, 1400, 1600, 1750, 1900, 2050, 2200, 2300, 2400, 2500, 2600];
    const counts = stepsAt(times.flatMap((time) => [time - 1, time]));
    const expected = times.flatMap((_time, index) => [index + 1, index + 2]);
    expect(counts).toEqual(expected);
  });

  it('gives exact counts at given elapsed times', () => {
    expect(stepsAt([599, 600, 799, 800, 1600, 1749, 1750, 2299, 2300, 2399, 2400, 3400])).toEqual([
      1, 2, 2, 3, 7, 7, 8, 11, 12, 12, 13, 23,
    ]);
  });

  it('stops at the bound: no timer is left and no step comes later', () => {
    const { state, hold } = counter(4);
    hold.start();
    vi.advanceTimersByTime(1000);
    expect(state.steps).toBe(4);
    expect(hold.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(state.steps).toBe(4);
  });

  it('does not repeat when the press itself reaches the bound', () => {
    const { state, hold } = counter(1);
    hold.start();
    expect(state.steps).toBe(1);
    expect(hold.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops on release, before the first repeat or in the middle of a hold', () => {
    const quick = counter();
    quick.hold.start();
    vi.advanceTimersByTime(599);
    quick.hold.stop();
    vi.advanceTimersByTime(5000);
    expect(quick.state.steps).toBe(1);

    const long = counter();
    long.hold.start();
    vi.advanceTimersByTime(1900);
    expect(long.state.steps).toBe(9);
    long.hold.stop();
    expect(long.hold.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(long.state.steps).toBe(9);
  });

  it('starts the schedule over on a new press', () => {
    const { state, hold } = counter();
    hold.start();
    vi.advanceTimersByTime(2500);
    hold.stop();
    const before = state.steps;
    hold.start();
    expect(state.steps).toBe(before + 1);
    vi.advanceTimersByTime(599);
    expect(state.steps).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(state.steps).toBe(before + 2);
    hold.stop();
  });

  it('runs on the timers it is given', () => {
    const pending: Array<{ callback: () => void; ms: number }> = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => pending.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    let steps = 0;
    const hold = new PressAndHold(() => ++steps < 100, timers);
    hold.start();
    for (let i = 0; i < 12; i += 1) pending[i]?.callback();
    expect(pending.map((timer) => timer.ms)).toEqual([
      600, 200, 200, 200, 200, 200, 150, 150, 150, 150, 100, 100, 100,
    ]);
    hold.stop();
    expect(timers.clearTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('clampAmount', () => {
  it('keeps an amount whole and within [min, max]', () => {
    expect(clampAmount(5, 0, 10)).toBe(5);
    expect(clampAmount(-2, 0, 10)).toBe(0);
    expect(clampAmount(12, 0, 10)).toBe(10);
    expect(clampAmount(3.9, 0, 10)).toBe(3);
    expect(clampAmount(1, 2, 10)).toBe(2);
  });

  it('has no cap when max is null, and makes an invalid amount the minimum', () => {
    expect(clampAmount(1_000_000, 0, null)).toBe(1_000_000);
    expect(clampAmount(Number.NaN, 1, null)).toBe(1);
    expect(clampAmount(Number.POSITIVE_INFINITY, 0, 10)).toBe(0);
  });
});
