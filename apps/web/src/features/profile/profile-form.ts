import {
  type BillingInfo,
  type billingApi,
  type EndpointInput,
  languageIdForLocale,
  localeOfLanguageId,
  type ProfileState,
  type profileApi,
} from '@meetspace/domain';
import type { Problem } from '../../lib/problems.ts';

/** The profile form as typed (every field a string; the language as its LanguageId). */
export interface ProfileForm {
  FirstName: string;
  LastName: string;
  Phone: string;
  Bio: string;
  LanguageId: number;
}

/** The body of `PUT /v1/profile`. */
export type ProfileBody = EndpointInput<typeof profileApi.update>['body'];

export const PROFILE_FIELDS = ['FirstName', 'LastName', 'Phone', 'Bio', 'LanguageId'] as const;

export function profileFormOf(p: ProfileState): ProfileForm {
  return {
    FirstName: p.FirstName,
    LastName: p.LastName,
    Phone: p.Phone ?? '',
    Bio: p.Bio ?? '',
    LanguageId: p.LanguageId,
  };
}

const orNull = (value: string) => value.trim() || null;

/** The form as `PUT /v1/profile` takes it: names trimmed, an empty phone or bio cleared (null). */
export function profileBody(form: ProfileForm): ProfileBody {
  return {
    FirstName: form.FirstName.trim(),
    LastName: form.LastName.trim(),
    Phone: orNull(form.Phone),
    Bio: orNull(form.Bio),
    LanguageId: languageIdForLocale(localeOfLanguageId(form.LanguageId)),
  };
}

/** The fields of a billing address a member types, in the order of the form. */
export const BILLING_FIELDS = [
  'Company',
  'SendTo',
  'Email',
  'Address',
  'PostalCode',
  'City',
  'Country',
  'PhoneNumber',
  'PoNumber',
  'VatNumber',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingForm = Record<BillingField, string>;

/** Required by the API (besides a company or a name to send to). */
export const BILLING_REQUIRED: ReadonlySet<BillingField> = new Set([
  'Address',
  'PostalCode',
  'City',
  'Country',
]);

/** The body of `POST /v1/profile/billing` (and of `PUT` with the address's `Id`). */
export type BillingBody = EndpointInput<typeof billingApi.add>['body'];

/** A new address starts empty, in the Netherlands. */
export function emptyBillingForm(country: string): BillingForm {
  const form = Object.fromEntries(BILLING_FIELDS.map((f) => [f, ''])) as BillingForm;
  return { ...form, Country: country };
}

export function billingFormOf(b: BillingInfo): BillingForm {
  return Object.fromEntries(BILLING_FIELDS.map((f) => [f, b[f] ?? ''])) as BillingForm;
}

/** Required fields are sent trimmed (even when empty, so the API names them); the rest may be null. */
export function billingBody(form: BillingForm, companyId: number | null = null): BillingBody {
  const body = Object.fromEntries(
    BILLING_FIELDS.map((f) => [f, BILLING_REQUIRED.has(f) ? form[f].trim() : orNull(form[f])]),
  ) as BillingBody;
  return companyId ? { ...body, CompanyId: companyId } : body;
}

/** The address as the lines of an envelope: who, street, postal code and city, country. */
export function billingLines(b: BillingInfo): string[] {
  return [b.Company, b.SendTo, b.Address, [b.PostalCode, b.City].filter(Boolean).join(' '), b.Country].filter(
    (line): line is string => Boolean(line?.trim()),
  );
}

/** A short name for an address (its first line), e.g. for the buttons beside it. */
export const billingName = (b: BillingInfo): string => billingLines(b)[0] ?? `#${b.Id}`;

/**
 * Field errors in the words of these forms: `profile.errors.<Field>.<Code>` when the catalog has
 * a sentence for that field and code (a required field left empty, a company or name missing),
 * else the general one `describeProblem` gave.
 */
export function profileFieldWords(
  problem: Problem,
  exists: (key: string) => boolean,
  t: (key: string) => string,
): Problem {
  const fields = { ...problem.fields };
  for (const [field, code] of Object.entries(problem.codes)) {
    const key = `profile.errors.${field}.${code}`;
    if (exists(key)) fields[field] = t(key);
  }
  return { ...problem, fields };
}
