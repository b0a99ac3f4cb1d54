import { CHANNEL_ID, DEFAULT_WIDGET_ID, LanguageId, type Locale } from '@meetspace/domain';
import type { SearchRequest } from '../search/index.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: unknown): string {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v.trim() : '';
}

function int(value: unknown, min: number, max: number): number | undefined {
  const n = Number(text(value));
  return text(value) !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The search the WordPress widget's form sends (`/widget/search?lang&type&q&date&start&end&seats&location`),
 * read leniently: anything missing or unreadable is left to the search rules' defaults (today,
 * 09:00-13:00, one person, a meeting room), times that do not follow each other are dropped.
 */
export function legacySearchRequest(query: Record<string, unknown>): { locale: Locale; req: SearchRequest } {
  const locale: Locale = text(query.lang).toLowerCase().startsWith('en') ? 'en' : 'nl';
  const date = text(query.date);
  let start = int(query.start, 0, 1440);
  let end = int(query.end, 0, 1440);
  if (start === undefined || end === undefined || end <= start) {
    start = undefined;
    end = undefined;
  }
  return {
    locale,
    req: {
      channelId: CHANNEL_ID,
      languageId: LanguageId[locale],
      meetingTypeId: int(query.type, 1, 3) ?? 1,
      seats: int(query.seats, 1, 500) ?? 1,
      startDate: isRealDate(date) ? date : undefined,
      startMinutes: start,
      endMinutes: end,
      locationId: int(query.location, 1, 2_147_483_647) ?? null,
      searchTerm: text(query.q).slice(0, 100) || null,
      widgetId: DEFAULT_WIDGET_ID,
    },
  };
}
