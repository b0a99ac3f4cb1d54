import type { FieldErrorCode } from '../errors/error-codes.ts';
import { BoardingErrorCode } from './boarding.errors.ts';

/**
 * How many locations one member may have waiting for approval at once (an administrator boards for
 * others without a limit): each one mails every administrator, so a member cannot flood them.
 */
export const MAX_PENDING_LOCATIONS = 3;

/** A Dutch postal code: four digits (the first not 0), an optional space, two letters (not SA, SD, SS). */
const DUTCH_POSTAL_CODE = /^([1-9]\d{3}) ?(?!SA|SD|SS)([A-Z]{2})$/;

/** Whether a postal code has the Dutch form (1234 AB; case and the space do not matter). */
export function isDutchPostalCode(code: string): boolean {
  return DUTCH_POSTAL_CODE.test(code.trim().toUpperCase());
}

/** A Dutch postal code as it is stored and printed: "1234ab" → "1234 AB"; anything else trimmed. */
export function normalizePostalCode(code: string, country: string): string {
  const trimmed = code.trim();
  if (country.trim().toUpperCase() !== 'NL') return trimmed;
  const m = DUTCH_POSTAL_CODE.exec(trimmed.toUpperCase());
  return m ? `${m[1]} ${m[2]}` : trimmed;
}

/** The parts of a boarding request the rules below read (the schema checked the shapes). */
export interface BoardingRequestFacts {
  Location: { PostalCode: string; Country: string };
  AgreedToLicense: boolean;
}

/**
 * The boarding rules that need nothing but the request (the page checks them too): a Dutch postal
 * code in the Netherlands, and agreement to the licence terms. Field paths as the API answers them.
 */
export function boardingRequestProblems(
  request: BoardingRequestFacts,
): { Field: string; Code: FieldErrorCode }[] {
  const problems: { Field: string; Code: FieldErrorCode }[] = [];
  const { PostalCode, Country } = request.Location;
  if (Country.trim().toUpperCase() === 'NL' && PostalCode.trim() !== '' && !isDutchPostalCode(PostalCode))
    problems.push({ Field: 'Location.PostalCode', Code: BoardingErrorCode.PostalCodeFormat });
  if (request.AgreedToLicense !== true)
    problems.push({ Field: 'AgreedToLicense', Code: BoardingErrorCode.LicenseNotAgreed });
  return problems;
}
