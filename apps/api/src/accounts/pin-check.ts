import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  MAX_PIN_ATTEMPTS,
  pinMatches,
  type VerificationRow,
  verificationQueries,
} from './verification.queries.ts';

/** What a pin proved: right, wrong, wrong for the last time (now spent), or not compared (used up). */
export type PinCheck = 'right' | 'wrong' | 'lastWrong' | 'usedUp';

/**
 * Compares a mailed pin as one attempt of its verification. The attempt is reserved first (one
 * atomic statement), so parallel guesses compare at most MAX_PIN_ATTEMPTS pins between them; a
 * guess that finds the attempts used up is not compared. The last wrong pin spends the
 * verification. A right pin does not spend it: the caller does, with what the pin allows.
 */
export async function checkPin(
  db: Kysely<DB>,
  v: VerificationRow,
  pin: string,
  now: Date,
): Promise<PinCheck> {
  const attempt = await verificationQueries.reserveAttempt(db, v.id);
  if (attempt === undefined) return 'usedUp';
  if (pinMatches(v, pin)) return 'right';
  if (attempt < MAX_PIN_ATTEMPTS) return 'wrong';
  await verificationQueries.use(db, v.id, now);
  return 'lastWrong';
}
