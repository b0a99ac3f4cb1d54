import { describe, expect, it } from 'vitest';
import { formatKm, meetingTypeNames, shortText } from './format.ts';

describe('location formatting', () => {
  it('writes distances in km with at most one decimal', () => {
    expect(formatKm(3.25, 'nl')).toBe('3,3 km');
    expect(formatKm(12, 'en')).toBe('12 km');
  });

  it('names the known meeting types once each, in id order', () => {
    expect(meetingTypeNames([3, 1, 1, 9], 'nl')).toEqual(['Vergaderruimte', 'Tijdelijk kantoor']);
    expect(meetingTypeNames([2], 'en')).toEqual(['Workspace']);
  });

  it('cuts long texts at a word boundary', () => {
    expect(shortText('  Kort   en  goed. ')).toBe('Kort en goed.');
    const long = `${'woord '.repeat(40)}einde`;
    const cut = shortText(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^(woord )+woord…$/);
    expect(shortText('a'.repeat(80), 50)).toBe(`${'a'.repeat(49)}…`);
  });
});
