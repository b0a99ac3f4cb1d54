/** The union of the values of an `as const` object. */
export type ValueOf<T> = T[keyof T];

/** Whether `value` is one of `members` (a type guard for `as const` id lists). */
export function isOneOf<T>(members: readonly T[], value: unknown): value is T {
  return (members as readonly unknown[]).includes(value);
}
