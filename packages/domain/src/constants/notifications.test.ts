import { describe, expect, it } from 'vitest';
import { NOTIFICATION_RULE_KINDS, notificationRuleLabel } from './notifications.ts';

describe('notification rule kinds', () => {
  it('has the 17 kinds of the spec numbered 1 to 17 in order', () => {
    expect(NOTIFICATION_RULE_KINDS.map((kind) => kind.Id)).toEqual(
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
    expect(NOTIFICATION_RULE_KINDS.map((kind) => kind.key)).toEqual([
      'newReservation',
      'reservationUpdated',
      'reservationCancelled',
      'newReview',
      'reservationComment',
      'newInvoice',
      'creditInvoice',
      'reviewComment',
      'proposalRequest',
      'proposalAccepted',
      'proposalRejected',
      'proposalChangeRequest',
      'chatMessage',
      'newQuestion',
      'questionAnswer',
      'answerComment',
      'reservationReminder',
    ]);
  });

  it('labels every kind distinctly in both languages', () => {
    for (const locale of ['nl', 'en'] as const) {
      const labels = NOTIFICATION_RULE_KINDS.map((kind) => kind[locale]);
      expect(new Set(labels).size).toBe(17);
    }
    expect(notificationRuleLabel(1, 'en')).toBe('New reservation');
    expect(notificationRuleLabel(17, 'nl')).toBe('Herinnering aan reservering');
    expect(notificationRuleLabel(18, 'en')).toBeUndefined();
  });
});
