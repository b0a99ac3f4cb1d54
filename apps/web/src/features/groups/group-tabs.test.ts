import type { GroupState } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { joinActionOf, unlockedByJoining, visibleTabs } from './group-tabs.ts';

const STATE: GroupState = {
  Membership: { Status: 'None', Role: null, JoinedAt: null },
  IsAdmin: false,
  Status: 'published',
  ActivateChat: true,
  ActivateEvents: true,
  ActivateMemberList: true,
  ActivatePosts: true,
  ActivateQuestions: true,
};
const joined = {
  ...STATE,
  Membership: { Status: 'Joined' as const, Role: 'member' as const, JoinedAt: 'x' },
};

describe('the tabs of a group page', () => {
  it('shows a non-member only the overview, and tells what joining opens', () => {
    expect(visibleTabs(STATE)).toEqual(['overview']);
    expect(visibleTabs({ ...STATE, Membership: { ...STATE.Membership, Status: 'Requested' } })).toEqual([
      'overview',
    ]);
    expect(unlockedByJoining({ ...STATE, ActivateEvents: false })).toEqual([
      'articles',
      'questions',
      'members',
    ]);
  });

  it('shows a member the tabs of the features switched on', () => {
    expect(visibleTabs(joined)).toEqual(['overview', 'articles', 'questions', 'events', 'members']);
    expect(visibleTabs({ ...joined, ActivatePosts: false, ActivateMemberList: false })).toEqual([
      'overview',
      'questions',
      'events',
    ]);
  });

  it('shows an admin the tabs switched on, and the members tab always (requests wait there)', () => {
    expect(visibleTabs({ ...STATE, IsAdmin: true, ActivateQuestions: false })).toEqual([
      'overview',
      'articles',
      'events',
      'members',
    ]);
    expect(visibleTabs({ ...STATE, IsAdmin: true, ActivateMemberList: false, ActivatePosts: false })).toEqual(
      ['overview', 'questions', 'events', 'members'],
    );
    expect(visibleTabs({ ...joined, ActivateMemberList: false })).not.toContain('members');
  });
});

describe('the membership button', () => {
  it('joins an open group, asks for a request group, accepts an invitation', () => {
    expect(joinActionOf(STATE, 'open')).toBe('join');
    expect(joinActionOf(STATE, 'request')).toBe('request');
    expect(
      joinActionOf({ ...STATE, Membership: { ...STATE.Membership, Status: 'Invited' } }, 'request'),
    ).toBe('accept');
  });

  it('withdraws a request, leaves a group, and offers nothing on a draft', () => {
    expect(joinActionOf({ ...STATE, Membership: { ...STATE.Membership, Status: 'Requested' } }, 'open')).toBe(
      'withdraw',
    );
    expect(joinActionOf(joined, 'open')).toBe('leave');
    expect(joinActionOf({ ...STATE, Status: 'draft' }, 'open')).toBe('none');
    expect(joinActionOf({ ...joined, Status: 'draft' }, 'open')).toBe('leave');
  });
});
