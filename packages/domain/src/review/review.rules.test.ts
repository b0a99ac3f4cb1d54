import { describe, expect, it } from 'vitest';
import { overallScore, reviewerName, roundScore, starsOf, submissionProblems } from './review.rules.ts';

describe('review scores', () => {
  it('rounds to one decimal, halves up', () => {
    expect(roundScore(4.25)).toBe(4.3);
    expect(roundScore(4.24)).toBe(4.2);
    expect(roundScore(13 / 3)).toBe(4.3);
    expect(roundScore(0)).toBe(0);
    expect(roundScore(5)).toBe(5);
  });

  it('takes the overall as the mean of the aspects scored (catering left out when not scored)', () => {
    expect(overallScore({ Location: 5, Room: 4, Catering: 3, Service: 5, Value: 4 })).toBe(4.2);
    expect(overallScore({ Location: 5, Room: 4, Catering: null, Service: 5, Value: 4 })).toBe(4.5);
    expect(overallScore({ Location: 1, Room: 1, Service: 2, Value: 1 })).toBe(1.3);
    expect(overallScore({})).toBe(0);
  });

  it('shows whole stars from 1 to 5', () => {
    expect(starsOf(4.5)).toBe(5);
    expect(starsOf(4.4)).toBe(4);
    expect(starsOf(1)).toBe(1);
    expect(starsOf(0.2)).toBe(1);
  });
});

describe('the reviewer in public', () => {
  it('is the first name and the initial of the last name, without Dutch prefixes', () => {
    expect(reviewerName('Anna', 'Jansen')).toBe('Anna J.');
    expect(reviewerName('Pieter', 'van der Berg')).toBe('Pieter B.');
    expect(reviewerName('Sam', '')).toBe('Sam');
    expect(reviewerName(' ', ' ')).toBe('—');
  });
});

describe('a submission', () => {
  const all = { Location: 4, Room: 4, Catering: 3, Service: 5, Value: 4 };
  const text = 'A good room with daylight and a friendly host.';

  it('needs every aspect and the text', () => {
    expect(submissionProblems({ scores: all, text }, true)).toEqual([]);
    expect(submissionProblems({ scores: undefined, text: undefined }, false).map((p) => p.Field)).toEqual([
      'Scores.Location',
      'Scores.Room',
      'Scores.Service',
      'Scores.Value',
      'Text',
    ]);
  });

  it('needs catering only when catering was booked', () => {
    const { Catering: _, ...noCatering } = all;
    expect(submissionProblems({ scores: noCatering, text }, false)).toEqual([]);
    expect(submissionProblems({ scores: noCatering, text }, true)).toEqual([
      { Field: 'Scores.Catering', Code: 'review_score_required' },
    ]);
    expect(submissionProblems({ scores: { ...all, Catering: null }, text }, true)).toHaveLength(1);
  });
});
