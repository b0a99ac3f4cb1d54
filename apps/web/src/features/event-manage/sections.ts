import { type EventView, eventSlug, type Locale, localizedPath } from '@meetspace/domain';

/** The management sections in the spec's menu order (check-in after participants). */
export const SECTIONS = [
  'dashboard',
  'basicInfo',
  'program',
  'settings',
  'organizers',
  'participants',
  'checkIn',
  'communication',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Each section's slug in the address, per language. */
export const SECTION_SLUGS: Record<Section, Record<Locale, string>> = {
  dashboard: { nl: 'dashboard', en: 'dashboard' },
  basicInfo: { nl: 'basisgegevens', en: 'basic-info' },
  program: { nl: 'programma', en: 'program' },
  settings: { nl: 'instellingen', en: 'settings' },
  organizers: { nl: 'organisatoren', en: 'organizers' },
  participants: { nl: 'deelnemers', en: 'participants' },
  checkIn: { nl: 'inchecken', en: 'check-in' },
  communication: { nl: 'communicatie', en: 'communication' },
};

/** The section a slug names (either language's slug; none: the dashboard), or null when unknown. */
export function sectionOfSlug(slug: string | undefined): Section | null {
  if (!slug) return 'dashboard';
  const found = SECTIONS.find((s) => SECTION_SLUGS[s].nl === slug || SECTION_SLUGS[s].en === slug);
  return found ?? null;
}

/** The path of a section of an event's management. */
export function sectionPath(id: number, section: Section, locale: Locale): string {
  return section === 'dashboard'
    ? localizedPath('my-event', locale, { id })
    : localizedPath('my-event-section', locale, { id, section: SECTION_SLUGS[section][locale] });
}

/** The public page of an event. */
export const publicPath = (e: Pick<EventView, 'Id' | 'Slug' | 'Name'>, locale: Locale) =>
  localizedPath('event', locale, { id: e.Id, slug: e.Slug || eventSlug(e.Name) });
