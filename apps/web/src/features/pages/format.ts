import type { Locale } from '@meetspace/domain';

const DATE_CULTURES = { nl: 'nl-NL', en: 'en-GB' } as const;

/** An instant (ISO-8601) as the date it was in the Netherlands, written out: "1 januari 2026". */
export function formatPublishedDate(instant: string, locale: Locale): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(DATE_CULTURES[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}
