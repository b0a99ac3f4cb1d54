import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CHUNK_RELOAD_INTERVAL_MS,
  formatCompactNumber,
  hiddenMenuItemsForWidth,
  holdRepeatDelay,
  isMobileWidth,
  MIN_LOADING_DELAY_MS,
  MOBILE_MAX_WIDTH,
  MODAL_VIEWS,
  TOAST_MS,
} from './ui.ts';

describe('ui constants', () => {
  it('has the spec breakpoints and timings', () => {
    expect(BREAKPOINTS).toEqual([768, 1024, 1250, 1350, 1450]);
    expect(MOBILE_MAX_WIDTH).toBe(768);
    expect(TOAST_MS).toBe(3000);
    expect(MIN_LOADING_DELAY_MS).toBe(200);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(MODAL_VIEWS).toEqual(['content', 'success', 'error']);
  });

  it('treats widths below 768 as mobile', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});

describe('hiddenMenuItemsForWidth', () => {
  it.each([
    [1920, 0],
    [1451, 0],
    [1450, 1],
    [1400, 1],
    [1350, 1],
    [1349, 2],
    [1300, 2],
    [1250, 2],
    [1249, 3],
    [1100, 3],
    [1024, 3],
    [1023, 4],
    [768, 4],
    [320, 4],
  ])('width %i hides %i items', (width, hidden) => {
    expect(hiddenMenuItemsForWidth(width)).toBe(hidden);
  });
});

describe('holdRepeatDelay', () => {
  it('waits 600 ms, then 200 ms five times, 150 ms up to the 10th, then 100 ms', () => {
    const delays = Array.from({ length: 12 }, (_, i) => holdRepeatDelay(i + 1));
    expect(delays).toEqual([600, 200, 200, 200, 200, 200, 150, 150, 150, 150, 100, 100]);
    expect(holdRepeatDelay(1000)).toBe(100);
  });

  it('rejects repeat numbers below 1 or fractional', () => {
    expect(() => holdRepeatDelay(0)).toThrow(RangeError);
    expect(() => holdRepeatDelay(1.5)).toThrow(RangeError);
  });
});

describe('formatCompactNumber', () => {
  it('shows numbers up to 999 as they are', () => {
    expect(formatCompactNumber(999, 'en')).toBe('999');
    expect(formatCompactNumber(999, 'nl')).toBe('999');
    expect(formatCompactNumber(0, 'en')).toBe('0');
  });

  it('shows numbers above 999 in thousands with one decimal and K', () => {
    expect(formatCompactNumber(1500, 'en')).toBe('1.5K');
    expect(formatCompactNumber(1500, 'nl')).toBe('1,5K');
    expect(formatCompactNumber(1000, 'en')).toBe('1.0K');
    expect(formatCompactNumber(1049, 'en')).toBe('1.0K');
    expect(formatCompactNumber(2000, 'nl')).toBe('2,0K');
    expect(formatCompactNumber(1050, 'en')).toBe('1.1K');
    expect(formatCompactNumber(12_345, 'nl')).toBe('12,3K');
  });
});
