import { MAX_CREDITS_PER_ORDER } from '@meetspace/domain';

/** A number of credits to buy as typed: a whole number from 1 to the most one order holds, else null. */
export function parseCredits(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const credits = Number(trimmed);
  return credits >= 1 && credits <= MAX_CREDITS_PER_ORDER ? credits : null;
}
