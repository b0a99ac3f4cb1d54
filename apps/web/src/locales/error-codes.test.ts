import {
  AvailabilityWarning,
  ErrorCode,
  isVoucherFailure,
  LOCALES,
  type Locale,
  type ValidationIssueCode,
  VoucherResult,
} from '@meetspace/domain';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { COMMON_NAMESPACE, createI18n } from '../lib/i18n.ts';
import { describeProblem } from '../lib/problems.ts';

const i18n: Record<Locale, I18n> = { nl: createI18n('nl'), en: createI18n('en') };

/** The sentence `describeProblem` gives a field error with `code` (the server's own text if none). */
function fieldSentence(code: string, locale: Locale): string | undefined {
  const error = new ApiError(400, {
    StatusCode: 400,
    Message: 'SERVER',
    Errors: [{ Field: 'Name', Code: code, Message: 'SERVER' }],
  });
  return describeProblem(error, i18n[locale], 'FALLBACK').fields.Name;
}

/**
 * zod's issue codes, which a request that fails its schema answers with. A record, so a code added
 * to the domain's type is a compile error here until it is listed. `custom` is left to the
 * refinement's own message (or the form's words for it): one sentence cannot say what it checked.
 */
const VALIDATION_ISSUE_CODES: Record<ValidationIssueCode, boolean> = {
  invalid_type: true,
  too_big: true,
  too_small: true,
  invalid_format: true,
  not_multiple_of: true,
  unrecognized_keys: true,
  invalid_union: true,
  invalid_key: true,
  invalid_element: true,
  invalid_value: true,
  custom: false,
};

/** Whether the `common` catalog of `locale` itself (not a fallback language) has `key`. */
const has = (locale: Locale, key: string) =>
  typeof i18n[locale].getResource(locale, COMMON_NAMESPACE, key) === 'string';

describe('every code the API sends has a sentence in nl and en', () => {
  it.each(Object.values(ErrorCode))('error code %s', (code) => {
    for (const locale of LOCALES) {
      expect(has(locale, `problems.${code}`) || has(locale, `problems.field.${code}`), locale).toBe(true);
      // ... where describeProblem looks: the catalog's sentence, not the server's English.
      expect(fieldSentence(code, locale), locale).not.toBe('SERVER');
    }
  });

  it.each(
    Object.entries(VALIDATION_ISSUE_CODES)
      .filter(([, worded]) => worded)
      .map(([code]) => code),
  )('validation issue %s', (code) => {
    for (const locale of LOCALES) expect(has(locale, `problems.field.${code}`), locale).toBe(true);
  });

  it.each(Object.values(AvailabilityWarning))('availability warning %s', (code) => {
    for (const locale of LOCALES) expect(has(locale, `warnings.${code}`), locale).toBe(true);
  });

  it.each(Object.entries(VoucherResult).filter(([, value]) => isVoucherFailure(value)))(
    'voucher result %s (%i)',
    (name) => {
      for (const locale of LOCALES) expect(has(locale, `voucher.result.${name}`), locale).toBe(true);
    },
  );
});

describe('where a code is worded', () => {
  it('codes about the shape of a field stay at the field: the page asks to check the marked fields', () => {
    const shape = [
      ErrorCode.Required,
      ErrorCode.TooShort,
      ErrorCode.Duplicate,
      ErrorCode.PasswordNumber,
      ErrorCode.InvalidImage,
    ];
    for (const code of shape) {
      const problem = describeProblem(
        new ApiError(400, { StatusCode: 400, Message: 'SERVER', Errors: [{ Field: 'Name', Code: code }] }),
        i18n.en,
        'FALLBACK',
      );
      expect(problem.message, code).toBe('Please check the marked fields.');
    }
  });

  it('a refusal says what happened, in the page language', () => {
    const problem = describeProblem(
      new ApiError(409, {
        StatusCode: 409,
        Message: 'SERVER',
        Errors: [{ Field: 'Hash', Code: 'space_taken' }],
      }),
      i18n.nl,
      'FALLBACK',
    );
    expect(problem.message).toBe('Iemand anders heeft deze ruimte intussen geboekt.');
  });
});
