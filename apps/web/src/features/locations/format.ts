import {
  CULTURES,
  isMeetingTypeId,
  type Locale,
  MEETING_TYPE_NAMES,
  type MeetingType,
} from '@meetspace/domain';

const kmFormats = new Map<Locale, Intl.NumberFormat>();

/** A distance in km with at most one decimal in the locale: 3.25 → "3,3 km" in Dutch. */
export function formatKm(km: number, locale: Locale): string {
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(CULTURES[locale], {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: 1,
    });
    kmFormats.set(locale, format);
  }
  return format.format(km);
}

/** The names of the known meeting types among `ids`, in the locale, in id order. */
export function meetingTypeNames(ids: readonly number[], locale: Locale): string[] {
  return [...new Set(ids)]
    .filter((id): id is MeetingType => isMeetingTypeId(id))
    .sort((a, b) => a - b)
    .map((id) => MEETING_TYPE_NAMES[id][locale]);
}

/** A text cut to at most `max` characters at a word boundary, with "…" when cut (meta descriptions). */
export function shortText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/u, '')}…`;
}
