import { describe, expect, it } from 'vitest';
import {
  LOCATION_STATUSES,
  LocationStatus,
  MODERATION_TRANSITIONS,
  moderationActionsFor,
} from './admin.rules.ts';

describe('moderating a location', () => {
  it('offers per status exactly the actions that start there', () => {
    expect(moderationActionsFor('pending')).toEqual(['approve', 'reject']);
    expect(moderationActionsFor('rejected')).toEqual(['approve']);
    expect(moderationActionsFor('live')).toEqual(['suspend']);
    expect(moderationActionsFor('suspended')).toEqual(['reinstate']);
  });

  it('asks a reason for taking a location off (reject, suspend) only, and ends in a known status', () => {
    expect(
      Object.entries(MODERATION_TRANSITIONS)
        .filter(([, t]) => t.needsReason)
        .map(([a]) => a),
    ).toEqual(['reject', 'suspend']);
    for (const t of Object.values(MODERATION_TRANSITIONS)) expect(LOCATION_STATUSES).toContain(t.to);
    expect([...LOCATION_STATUSES].sort()).toEqual(Object.values(LocationStatus).sort());
  });
});
