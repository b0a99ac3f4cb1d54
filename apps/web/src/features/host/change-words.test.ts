import { describe, expect, it } from 'vitest';
import { actionKey, shownValue, subjectKey } from './change-words.ts';

describe('the change log in words', () => {
  it('shows values plainly', () => {
    expect(shownValue(null)).toBe('–');
    expect(shownValue(['wifi', 'lift'])).toBe('wifi, lift');
    expect(shownValue(4)).toBe('4');
    expect(shownValue('x'.repeat(200))).toHaveLength(118);
  });
  it('names known subjects and actions, and others as other', () => {
    expect(subjectKey({ SubjectType: 'photo' })).toBe('photo');
    expect(subjectKey({ SubjectType: 'something-new' })).toBe('other');
    expect(actionKey({ Action: 'invite' })).toBe('invite');
    expect(actionKey({ Action: 'teleport' })).toBe('other');
  });
});
