import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-client.ts';

/** A failed call as the page shows it: one sentence, and the messages (and codes) per field. */
export interface Problem {
  message: string;
  fields: Record<string, string>;
  /** The error code of each field in `fields`. */
  codes: Record<string, string>;
}

/** `Contacts[0].Email` and `Contacts.0.Email` (zod's form) name the same field: the dotted form. */
export function fieldKey(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/**
 * Turns a failure into words of the page's language: the error code's own sentence when the
 * catalog has one (`problems.<Code>`, or `warnings.<Code>` for availability codes), else one for
 * the HTTP status, else the server's (English) message, else `fallback`. Field errors are keyed by
 * their dotted field path; 400 answers say "check the marked fields" when fields are marked.
 */
export function describeProblem(error: unknown, i18n: I18n, fallback: string): Problem {
  const t = i18n.t.bind(i18n);
  if (!(error instanceof ApiError)) return { message: fallback, fields: {}, codes: {} };
  const errors = error.body?.Errors ?? [];
  const fields: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const e of errors) {
    if (!e.Field || e.Field === 'Id') continue;
    const key = fieldKey(e.Field);
    if (fields[key]) continue;
    codes[key] = e.Code;
    fields[key] = i18n.exists(`problems.${e.Code}`)
      ? t(`problems.${e.Code}`)
      : i18n.exists(`problems.field.${e.Code}`)
        ? t(`problems.field.${e.Code}`)
        : (e.Message ?? t('problems.field.invalid'));
  }
  const code = errors.find(
    (e) => i18n.exists(`problems.${e.Code}`) || i18n.exists(`warnings.${e.Code}`),
  )?.Code;
  if (code) {
    const message = i18n.exists(`problems.${code}`) ? t(`problems.${code}`) : t(`warnings.${code}`);
    return { message, fields, codes };
  }
  if (error.status === 400 && Object.keys(fields).length > 0)
    return { message: t('problems.checkFields'), fields, codes };
  if ([401, 403, 404, 429].includes(error.status))
    return { message: t(`problems.http${error.status}`), fields, codes };
  if (error.status >= 500 || error.status === 0) return { message: fallback, fields, codes };
  return { message: error.body?.Message ?? fallback, fields, codes };
}
