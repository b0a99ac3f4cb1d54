import type { ValueOf } from './enum.ts';

/** Status codes of a failed login; any other failure is an unknown failure. */
export const LoginError = { WrongCredentials: 404, NotActivated: 403 } as const;
export type LoginError = ValueOf<typeof LoginError>;

/**
 * Status codes of setting a password. -1 and -2 both mean the confirmation code expired or
 * is wrong, and show the same message.
 */
export const SetPasswordResult = {
  CodeExpired: -1,
  CodeWrong: -2,
  FieldsMissing: 400,
  NotActivated: 403,
  Incorrect: 404,
  TooManyRequests: 429,
  SaveFailed: 500,
  PasswordsDiffer: 501,
} as const;
export type SetPasswordResult = ValueOf<typeof SetPasswordResult>;

/** Outcomes of entering a pin code. */
export const PinResult = { Wrong: 'wrong', Mailed: 'mailed', Expired: 'expired' } as const;
export type PinResult = ValueOf<typeof PinResult>;

/** Password rules: each pattern must match (a special character, a number, a lowercase and an uppercase letter). */
export const PASSWORD_RULES = {
  special: /[^A-Za-z0-9]/,
  number: /[0-9]/,
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

/** The password rules a password breaks, empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter(
    (rule) => !PASSWORD_RULES[rule].test(password),
  );
}
