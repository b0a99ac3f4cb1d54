import {
  DATE_CULTURES,
  type Locale,
  MEETING_TYPE_IDS,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from '@meetspace/domain';
import type { ReviewFilters } from './api/reviews.ts';

/** The minimum scores a reader can filter on. */
export const MIN_SCORES = [4.5, 4, 3] as const;

/** The page of a list in the address (`?page=2`): a positive whole number, else 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The filters of a reviews list in the address: `?type=1&min=4&page=2` (anything else is ignored). */
export function filtersOf(params: URLSearchParams): ReviewFilters {
  const type = Number(params.get('type'));
  const min = Number(params.get('min'));
  return {
    page: pageOf(params),
    ...((MEETING_TYPE_IDS as readonly number[]).includes(type) ? { meetingTypeId: type } : {}),
    ...(min >= REVIEW_SCORE_MIN && min <= REVIEW_SCORE_MAX ? { minScore: min } : {}),
  };
}

/** The address query of filters (the first page and no filter leave it empty). */
export function searchOf(filters: ReviewFilters): string {
  const params = new URLSearchParams();
  if (filters.meetingTypeId) params.set('type', String(filters.meetingTypeId));
  if (filters.minScore) params.set('min', String(filters.minScore));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** Whole stars to draw for a score (4.5 shows 5). */
export function filledStars(score: number): number {
  return Math.min(REVIEW_SCORE_MAX, Math.max(0, Math.round(score)));
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The day of an instant in the Netherlands, in the locale: "3 dec 2026" / "3 Dec 2026". */
export function dayOf(iso: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], {
      dateStyle: 'medium',
      timeZone: 'Europe/Amsterdam',
    });
    dayFormats.set(locale, format);
  }
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : format.format(time);
}
