import { describe, expect, it } from 'vitest';
import { BOARDING_MAX_STEPS, BOOKING_WIZARD_MAX_STEPS, EVENT_WIZARD_STEPS_COUNT } from './limits.ts';
import {
  BOARDING_DURATION_MINUTES,
  BoardingStep,
  BookingStep,
  EventWizardStep,
  LICENSE_TYPES,
} from './wizards.ts';

describe('wizards', () => {
  it('numbers the six booking steps in spec order', () => {
    expect(Object.keys(BookingStep)).toEqual([
      'Location',
      'Spaces',
      'Options',
      'BookingInfo',
      'ContactInfo',
      'Confirmation',
    ]);
    expect(Object.values(BookingStep)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(BookingStep)).toHaveLength(BOOKING_WIZARD_MAX_STEPS);
  });

  it('numbers the five boarding steps in spec order', () => {
    expect(BoardingStep).toEqual({ Licenses: 1, ConfirmChoice: 2, Location: 3, Terms: 4, Confirmation: 5 });
    expect(Object.keys(BoardingStep)).toHaveLength(BOARDING_MAX_STEPS);
    expect(LICENSE_TYPES).toEqual(['Seats2work', 'Seats2meet']);
    expect(BOARDING_DURATION_MINUTES).toBe(3);
  });

  it('numbers the six event creation steps in spec order', () => {
    expect(Object.values(EventWizardStep)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(EventWizardStep.Picture).toBe(2);
    expect(Object.keys(EventWizardStep)).toHaveLength(EVENT_WIZARD_STEPS_COUNT);
  });
});
