import { type Locale, type LoginResult, localizedPath, PinResult } from '@meetspace/domain';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

/** The same check the API makes on an e-mail address (trimmed first). */
const emailAddress = z.email().max(254);

export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text.trim()).success;
}

/**
 * Where a login goes afterwards: the `back` path the login was asked with (only a path of this
 * site), else the member's reservations.
 */
export function afterLoginPath(params: URLSearchParams, locale: Locale): string {
  const back = params.get('back');
  return back?.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\')
    ? back
    : localizedPath('my-reservations', locale);
}

/** A path with the `back` query of the current page carried over (login to pin login and back). */
export function withBack(path: string, params: URLSearchParams): string {
  const back = params.get('back');
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}

/** True when the API refused the e-mail address itself (400 with an `Email` field error). */
function emailRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.body?.Errors ?? []).some((e) => e.Field.toLowerCase() === 'email')
  );
}

export type ResetOutcome = 'sent' | 'invalidEmail' | 'tooMany' | 'failed';

/**
 * What the page says when asking for a reset mail (`POST /v1/login/reset`) failed. An unknown
 * address (404) reads like success, so the page never tells whether an account exists.
 */
export function resetOutcome(error: unknown): ResetOutcome {
  if (error instanceof ApiError && error.status === 404) return 'sent';
  if (emailRefused(error)) return 'invalidEmail';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return 'failed';
}

/** Whether an answer of the pin call is a login (with a pin), not the notice that one was mailed. */
export function isLogin(answer: object): answer is LoginResult {
  return 'ProfileToken' in answer;
}

export type PinProblem = 'wrong' | 'expired' | 'invalidEmail' | 'tooMany' | 'failed';

/** The failure of a pin call (`POST /v1/login/pin`): the PinResult code of the `Pin` field first. */
export function pinProblem(error: unknown): PinProblem {
  if (error instanceof ApiError) {
    const code = error.body?.Errors?.find((e) => e.Field.toLowerCase() === 'pin')?.Code;
    if (code === PinResult.Wrong || code === PinResult.Expired) return code;
    if (emailRefused(error)) return 'invalidEmail';
    if (error.status === 429) return 'tooMany';
  }
  return 'failed';
}
