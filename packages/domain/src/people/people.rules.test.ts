import { describe, expect, it } from 'vitest';
import {
  matchWords,
  normalizeNetworkTags,
  rankMatches,
  tagsFromColumn,
  tagsToColumn,
} from './people.rules.ts';

describe('people rules', () => {
  it('normalizes tags: trimmed, no separators, distinct regardless of case, at most 20', () => {
    expect(normalizeNetworkTags([' Data ', 'data', 'Big  data', 'a|b', ''])).toEqual([
      'Data',
      'Big data',
      'a b',
    ]);
    expect(normalizeNetworkTags(Array.from({ length: 30 }, (_, i) => `t${i}`))).toHaveLength(20);
    expect(tagsFromColumn(tagsToColumn(['Data', 'Yoga']))).toEqual(['Data', 'Yoga']);
    expect(tagsToColumn([])).toBeNull();
  });

  it('compares words of 4 letters or more, lower case', () => {
    expect([...matchWords('Building a dashboard, for SALES and taxes')]).toEqual([
      'building',
      'dashboard',
      'sales',
      'taxes',
    ]);
  });

  it('ranks by score, then shared tags, then profile id; leaves out 0 and myself; keeps 4', () => {
    const me = {
      profileId: 1,
      tags: ['Data', 'Marketing'],
      workingOn: 'sales dashboard',
      knowledge: 'taxes',
    };
    const ranked = rankMatches(me, [
      { profileId: 1, tags: ['Data'], workingOn: 'taxes', knowledge: 'sales' },
      { profileId: 9, tags: ['data'], workingOn: null, knowledge: null }, // 2, 1 tag
      { profileId: 3, tags: [], workingOn: 'taxes', knowledge: 'sales' }, // 1 + 1 = 2, 0 tags
      { profileId: 7, tags: ['marketing'], workingOn: null, knowledge: null }, // 2, 1 tag
      { profileId: 4, tags: ['Data', 'Marketing'], workingOn: null, knowledge: 'dashboard' }, // 5
      { profileId: 5, tags: ['Chess'], workingOn: 'chess', knowledge: 'chess' }, // 0
      { profileId: 6, tags: [], workingOn: null, knowledge: 'sales' }, // 1
    ]);
    expect(ranked.map((r) => [r.profileId, r.score])).toEqual([
      [4, 5],
      [7, 2],
      [9, 2],
      [3, 2],
    ]);
    expect(ranked[0]).toEqual({
      profileId: 4,
      score: 5,
      sharedTags: ['Data', 'Marketing'],
      theyCanHelp: ['dashboard'],
      iCanHelp: [],
    });
    expect(
      rankMatches(me, [{ profileId: 3, tags: [], workingOn: 'taxes', knowledge: 'sales' }], [3]),
    ).toEqual([{ profileId: 3, score: 1, sharedTags: [], theyCanHelp: [], iCanHelp: ['taxes'] }]);
  });
});
