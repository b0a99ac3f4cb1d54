import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_LABELS,
  CancelReason,
  COMMENT_TYPE_ID,
  CONTACT_TYPE_LABELS,
  ContactType,
  DEFAULT_STATUS_ID,
  ExternalLinkType,
  HOLD_MINUTES,
  LOCK_HOURS,
  PROFILE_RESERVATIONS_STATUS_ID,
  PROPOSAL_ACTIONS,
  PROPOSAL_SECTIONS,
  RESERVATION_SECTIONS,
  ReservationStatus,
} from './reservations.ts';

describe('reservations', () => {
  it('numbers statuses 1 option, 2 definite, 3 cancelled', () => {
    expect(ReservationStatus).toEqual({ Option: 1, Definite: 2, Cancelled: 3 });
    expect(DEFAULT_STATUS_ID).toBe(2);
    expect(PROFILE_RESERVATIONS_STATUS_ID).toBe(100);
  });

  it('lists the seven cancel reasons in spec order with labels', () => {
    expect(Object.values(CancelReason)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(CancelReason.TooFewParticipants).toBe(1);
    expect(CancelReason.Other).toBe(6);
    expect(CANCEL_REASON_LABELS[1].en).toBe('No or too few participants');
    expect(CANCEL_REASON_LABELS[5].nl).toBe('Bijeenkomst verplaatst');
    expect(Object.keys(CANCEL_REASON_LABELS)).toHaveLength(7);
  });

  it('numbers contact types in spec order with labels', () => {
    expect(ContactType).toEqual({
      Booker: 1,
      ContactDuringEvent: 2,
      Trainer: 3,
      Speaker: 4,
      Host: 5,
      Invoice: 6,
    });
    expect(CONTACT_TYPE_LABELS[2].en).toBe('Contact during event');
    expect(Object.keys(CONTACT_TYPE_LABELS)).toHaveLength(6);
  });

  it('has the hold, lock and comment constants', () => {
    expect(COMMENT_TYPE_ID).toBe(6);
    expect(HOLD_MINUTES).toBe(20);
    expect(LOCK_HOURS).toBe(24);
    expect(ExternalLinkType).toEqual({ Document: 1, VideoCall: 2 });
  });

  it('lists the 14 reservation sub-menus and the proposal page', () => {
    expect(RESERVATION_SECTIONS).toHaveLength(14);
    expect(new Set(RESERVATION_SECTIONS).size).toBe(14);
    expect(PROPOSAL_SECTIONS).toEqual(['aboutUs', 'spaces', 'amenities', 'summary']);
    expect(PROPOSAL_ACTIONS).toEqual(['accept', 'change', 'cancel']);
  });
});
