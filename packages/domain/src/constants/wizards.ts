import type { ValueOf } from './enum.ts';

/** Steps of the booking wizard. The options and booking-info steps can be switched off per widget. */
export const BookingStep = {
  Location: 1,
  Spaces: 2,
  Options: 3,
  BookingInfo: 4,
  ContactInfo: 5,
  Confirmation: 6,
} as const;
export type BookingStep = ValueOf<typeof BookingStep>;

/** Steps of the boarding wizard that lists a new location; step 3 onward needs login. */
export const BoardingStep = {
  Licenses: 1,
  ConfirmChoice: 2,
  Location: 3,
  Terms: 4,
  Confirmation: 5,
} as const;
export type BoardingStep = ValueOf<typeof BoardingStep>;

/** Licence types a host can choose during boarding. */
export const LICENSE_TYPES = ['Seats2work', 'Seats2meet'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** Boarding is said to take this many minutes. */
export const BOARDING_DURATION_MINUTES = 3;

/** Steps of the event creation wizard; steps above 1 need login. */
export const EventWizardStep = {
  NameAndDate: 1,
  Picture: 2,
  Type: 3,
  Description: 4,
  Program: 5,
  Confirmation: 6,
} as const;
export type EventWizardStep = ValueOf<typeof EventWizardStep>;
