import { ErrorCode } from '@meetspace/domain';
import { AppError } from '../kernel/errors.ts';
import { THROTTLE } from '../kernel/http/rate-limits.ts';

const MINUTES = THROTTLE.perAccount.window / 60_000;

/**
 * The 429 of a password login for an account with too many wrong passwords lately. Only password
 * logins wait: the owner is told of the ways in that still work (a code by e-mail has its own
 * limits, a remembered login needs no password), so an attacker cannot lock them out.
 */
export function passwordLoginLocked(): AppError {
  return new AppError(
    429,
    `Too many wrong passwords for this account: try again in ${MINUTES} minutes, or log in now with a code by e-mail (pin login) or on a device that remembers your login`,
    [{ Field: 'email', Code: ErrorCode.PasswordLoginLocked }],
  );
}
