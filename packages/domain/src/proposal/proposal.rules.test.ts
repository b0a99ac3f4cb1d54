import { describe, expect, it } from 'vitest';
import { effectiveProposalStatus, proposalActions } from './proposal.rules.ts';

describe('effectiveProposalStatus', () => {
  it('expires an open or change-requested proposal the day after its valid-until day', () => {
    expect(effectiveProposalStatus('open', '2026-12-01', '2026-12-01')).toBe('open');
    expect(effectiveProposalStatus('open', '2026-12-01', '2026-12-02')).toBe('expired');
    expect(effectiveProposalStatus('changeRequested', '2026-12-01', '2026-12-02')).toBe('expired');
  });
  it('leaves a decided proposal as it is', () => {
    expect(effectiveProposalStatus('accepted', '2026-12-01', '2027-01-01')).toBe('accepted');
    expect(effectiveProposalStatus('rejected', '2026-12-01', '2027-01-01')).toBe('rejected');
  });
});

describe('proposalActions', () => {
  it('offers accept, change and cancel while open; only cancel while changes are pending', () => {
    expect(proposalActions('open')).toEqual(['accept', 'change', 'cancel']);
    expect(proposalActions('changeRequested')).toEqual(['cancel']);
  });
  it('offers nothing once decided or expired', () => {
    for (const s of ['accepted', 'rejected', 'expired'] as const) expect(proposalActions(s)).toEqual([]);
  });
});
