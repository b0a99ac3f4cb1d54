// Form text to API values and back: amounts accept a decimal comma ("25,50"); empty optional
// numbers are null. An unreadable number is sent as NaN's stand-in so the API names the field.

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

/** NaN is not JSON: a field that could not be read goes as -1, which every schema refuses by name. */
export function sendable(value: number): number {
  return Number.isNaN(value) ? -1 : value;
}
