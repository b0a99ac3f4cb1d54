import { describe, expect, it } from 'vitest';
import { headerLayout, layoutMediaQueries, splitMenu } from './overflow.ts';

describe('the header layout for a width', () => {
  it('hides none above 1450, one to 1350, two to 1250, three to 1024 and four below', () => {
    const cases: [number, number | 'drawer'][] = [
      [1920, 0],
      [1451, 0],
      [1450, 1],
      [1351, 1],
      [1350, 1],
      [1349, 2],
      [1251, 2],
      [1250, 2],
      [1249, 3],
      [1100, 3],
      [1024, 3],
      [1023, 4],
      [768, 4],
    ];
    for (const [width, expected] of cases) expect([width, headerLayout(width)]).toEqual([width, expected]);
  });

  it('uses the drawer below 768 px', () => {
    for (const width of [767, 375, 320, 0]) expect(headerLayout(width)).toBe('drawer');
  });

  it('never hides more as the viewport grows', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let width = 768; width <= 2000; width++) {
      const hidden = headerLayout(width) as number;
      expect(hidden).toBeLessThanOrEqual(previous);
      previous = hidden;
    }
  });

  it('listens at every width where the layout changes', () => {
    const queries = layoutMediaQueries();
    for (let width = 1; width <= 2000; width++) {
      if (headerLayout(width) === headerLayout(width - 1)) continue;
      expect(queries).toContain(`(min-width: ${width}px)`);
    }
    expect(queries).toHaveLength(5);
  });
});

describe('splitting the menu', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('moves the last items into More, keeping the order', () => {
    expect(splitMenu(items, 0)).toEqual({ shown: items, more: [] });
    expect(splitMenu(items, 3)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: ['f', 'g', 'h'] });
  });

  it('clamps to the menu', () => {
    expect(splitMenu(['a', 'b'], 4)).toEqual({ shown: [], more: ['a', 'b'] });
    expect(splitMenu(items, -1)).toEqual({ shown: items, more: [] });
  });
});
