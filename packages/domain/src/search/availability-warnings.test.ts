import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_WARNING_MESSAGES,
  AvailabilityWarning,
  isAvailabilityWarning,
} from './availability-warnings.ts';

describe('availability warnings', () => {
  it('has a code for every booking and space warning of the spec, named after itself', () => {
    expect(Object.keys(AvailabilityWarning)).toEqual([
      'LocationClosed',
      'OutsideOpeningHours',
      'NoConfigurationForPeopleCount',
      'SpaceUnavailable',
      'MinimumDurationNotReached',
      'AlreadyBooked',
      'NoCapacity',
      'OptionInventory',
      'BookingNotAllowedWithinPeriod',
      'SeatsOutsideSettingRange',
      'WorkspaceOverlap',
    ]);
    for (const [key, code] of Object.entries(AvailabilityWarning)) expect(code).toBe(key);
  });

  it('has an English sentence for every code', () => {
    expect(Object.keys(AVAILABILITY_WARNING_MESSAGES).sort()).toEqual(
      Object.values(AvailabilityWarning).sort(),
    );
    for (const message of Object.values(AVAILABILITY_WARNING_MESSAGES))
      expect(message).toMatch(/^[A-Z].*\.$/);
    expect(AVAILABILITY_WARNING_MESSAGES.WorkspaceOverlap).toBe(
      'A workspace booking cannot overlap an existing one.',
    );
  });

  it('recognises its codes only', () => {
    expect(isAvailabilityWarning('NoCapacity')).toBe(true);
    expect(isAvailabilityWarning('EndNotAfterStart')).toBe(false);
    expect(isAvailabilityWarning(3)).toBe(false);
  });
});
