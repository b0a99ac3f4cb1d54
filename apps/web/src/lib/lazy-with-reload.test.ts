import { describe, expect, it, vi } from 'vitest';
import { reloadOnceAMinute } from './lazy-with-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('a chunk that fails to load', () => {
  it('reloads the page once, then not again within a minute, then once more after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnceAMinute(storage, t0, reload)).toBe(true);
    expect(reloadOnceAMinute(storage, t0 + 1_000, reload)).toBe(false);
    expect(reloadOnceAMinute(storage, t0 + 60_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceAMinute(storage, t0 + 60_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
