import { DATE_CULTURES, type Locale, minutesToTime } from '@meetspace/domain';

// Dates and times as the host's pages write them, in the page's language.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], {
      weekday: style,
      day: 'numeric',
      month: style,
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/** A day with its weekday: "woensdag 25 november 2026" (long) or "wo 25 nov" (short). */
export function dayLabel(date: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return formatter(locale, style).format(Date.parse(`${date}T00:00:00Z`));
}

/** A span of minutes: "09:00–10:00". */
export const timeSpan = (start: number, end: number) => `${minutesToTime(start)}–${minutesToTime(end)}`;
