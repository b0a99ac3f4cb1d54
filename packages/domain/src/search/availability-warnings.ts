import { isOneOf, type ValueOf } from '../constants/enum.ts';

/**
 * Why a location or space cannot be booked as asked (document 2, section 8). The API sends these
 * codes in `Warnings`; the web translates them by code.
 */
export const AvailabilityWarning = {
  LocationClosed: 'LocationClosed',
  OutsideOpeningHours: 'OutsideOpeningHours',
  NoConfigurationForPeopleCount: 'NoConfigurationForPeopleCount',
  SpaceUnavailable: 'SpaceUnavailable',
  MinimumDurationNotReached: 'MinimumDurationNotReached',
  AlreadyBooked: 'AlreadyBooked',
  NoCapacity: 'NoCapacity',
  OptionInventory: 'OptionInventory',
  BookingNotAllowedWithinPeriod: 'BookingNotAllowedWithinPeriod',
  SeatsOutsideSettingRange: 'SeatsOutsideSettingRange',
  WorkspaceOverlap: 'WorkspaceOverlap',
} as const;
export type AvailabilityWarning = ValueOf<typeof AvailabilityWarning>;

/** English sentence of each availability warning. */
export const AVAILABILITY_WARNING_MESSAGES: { readonly [Code in AvailabilityWarning]: string } = {
  LocationClosed: 'The location is closed on this date.',
  OutsideOpeningHours: 'The chosen time is outside the opening hours.',
  NoConfigurationForPeopleCount: 'There is no configuration for this number of people.',
  SpaceUnavailable: 'The space is unavailable.',
  MinimumDurationNotReached: 'The minimum duration is not reached.',
  AlreadyBooked: 'The space is already booked at this time.',
  NoCapacity: 'There is no capacity left.',
  OptionInventory: 'Not enough of an option is left in the inventory.',
  BookingNotAllowedWithinPeriod: 'Bookings are not allowed within the period before the start.',
  SeatsOutsideSettingRange: "The number of seats is outside the setting's minimum and maximum.",
  WorkspaceOverlap: 'A workspace booking cannot overlap an existing one.',
};

const AVAILABILITY_WARNING_CODES: readonly AvailabilityWarning[] = Object.values(AvailabilityWarning);

/** Whether `value` is a known availability warning code. */
export function isAvailabilityWarning(value: unknown): value is AvailabilityWarning {
  return isOneOf(AVAILABILITY_WARNING_CODES, value);
}
