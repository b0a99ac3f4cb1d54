// Form text to API values and back: amounts accept a decimal comma ("25,50"); empty optional
// numbers are null; a number that cannot be read is NaN, which the form marks instead of sending.

/** A euro amount from what was typed ("25,50", "25.5", "€ 25"), or NaN when it is not one. */
export function parseEuros(text: string): number {
  const cleaned = text.replace(/[€\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** An amount as the form shows it: two decimals, a comma in Dutch. */
export function eurosText(euros: number, locale: 'nl' | 'en'): string {
  const text = euros.toFixed(2);
  return locale === 'nl' ? text.replace('.', ',') : text;
}

/** A whole number from what was typed, or NaN. */
export function parseWhole(text: string): number {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** An optional whole number: empty is null. */
export function parseOptionalWhole(text: string): number | null {
  return text.trim() === '' ? null : parseWhole(text);
}

/** An optional amount: empty is null. */
export function parseOptionalEuros(text: string): number | null {
  return text.trim() === '' ? null : parseEuros(text);
}

/**
 * The dotted paths (`Settings.0.MaxSeats`, as field errors are keyed) of the numbers in a body
 * that could not be read (NaN): the form marks them instead of sending.
 */
export function unreadablePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number') return Number.isNaN(value) ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    unreadablePaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}
