import { describe, expect, it } from 'vitest';
import { nextVote, normalizeTags, parseTagFilter, sortAnswers } from './question.rules.ts';

describe('question rules', () => {
  it('normalizes tags: trimmed, lower case, unique, at most 8', () => {
    expect(normalizeTags([' Coworking ', 'coworking', 'Rotterdam  Zuid', '', 'a|b'])).toEqual([
      'coworking',
      'rotterdam zuid',
    ]);
    expect(normalizeTags(Array.from({ length: 12 }, (_, i) => `t${i}`))).toHaveLength(8);
    expect(parseTagFilter('Events, hybrid')).toEqual(['events', 'hybrid']);
    expect(parseTagFilter(undefined)).toEqual([]);
  });

  it('a vote the same way again withdraws it, the other way switches it', () => {
    expect(nextVote(null, 'up')).toEqual({ vote: 'up', up: 1, down: 0 });
    expect(nextVote('up', 'up')).toEqual({ vote: null, up: -1, down: 0 });
    expect(nextVote('up', 'down')).toEqual({ vote: 'down', up: -1, down: 1 });
    expect(nextVote('down', 'up')).toEqual({ vote: 'up', up: 1, down: -1 });
    expect(nextVote('down', 'down')).toEqual({ vote: null, up: 0, down: -1 });
  });

  it('sorts answers best first, then by score, then oldest first', () => {
    const a = (Id: number, Score: number, IsBest = false, CreatedOn = `2026-01-0${Id}`) => ({
      Id,
      Score,
      IsBest,
      CreatedOn,
    });
    expect(sortAnswers([a(1, 2), a(2, 5), a(3, -1, true), a(4, 5)]).map((x) => x.Id)).toEqual([3, 2, 4, 1]);
  });
});
