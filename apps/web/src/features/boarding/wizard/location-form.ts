import { boardingRequestProblems, type FieldErrorCode } from '@meetspace/domain';
import type { BoardingState, DraftField } from './boarding-state.ts';

/** The form's fields in the order the page shows them (errors are focused in this order). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'Name',
  'Address',
  'PostalCode',
  'City',
  'Country',
  'Email',
  'PhoneNumber',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What step 3 refuses before going on, by the API's field paths (`Location.PostalCode`,
 * `Meetingtypes`): required fields, an e-mail address, a Dutch postal code in the Netherlands and
 * at least one kind of space. The API checks the same (and more) when the location is created.
 */
export function draftProblems(
  state: Pick<BoardingState, 'location' | 'meetingTypes'>,
): Record<string, FieldErrorCode> {
  const problems: Record<string, FieldErrorCode> = {};
  for (const field of DRAFT_FIELDS) {
    if (state.location[field].trim() === '') problems[`Location.${field}`] = 'required';
  }
  if (!problems['Location.Email'] && !EMAIL.test(state.location.Email.trim()))
    problems['Location.Email'] = 'invalid_format';
  for (const p of boardingRequestProblems({ Location: state.location, AgreedToLicense: true }))
    problems[p.Field] ??= p.Code;
  if (state.meetingTypes.length === 0) problems.Meetingtypes = 'too_small';
  return problems;
}

/** Whether a field error of the API belongs to step 3 (the location form) rather than step 4. */
export function isLocationField(field: string): boolean {
  return field.startsWith('Location.') || field === 'Meetingtypes';
}
