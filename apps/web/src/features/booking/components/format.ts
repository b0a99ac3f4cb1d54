import { eurosToCents, formatMoney, type Locale } from '@meetspace/domain';

/** Euros from the API, as money of the page's language (EUR, two decimals). */
export const money = (euros: number, locale: Locale) => formatMoney(eurosToCents(euros), locale);

/** Today in the Netherlands, yyyy-MM-dd. */
export function todayInNl(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}
