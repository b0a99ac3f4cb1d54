import type { Locale } from './languages.ts';

/**
 * Seating arrangements (SettingId) 1 to 30; 18 is unused. `spec` is the spec's English name (the
 * original platform's); `en` and `nl` are what pages and API answers show: the spec's names where
 * they read as English, a plain English name where they do not ("Go crazy" is "Anything goes").
 */
export const SPACE_SETTINGS = [
  { Id: 1, spec: 'Different', en: 'Other', nl: 'Anders' },
  { Id: 2, spec: 'Cabaret', en: 'Cabaret', nl: 'Cabaret' },
  { Id: 3, spec: 'Carre', en: 'Hollow square', nl: 'Carré' },
  { Id: 4, spec: 'Creative setting', en: 'Creative layout', nl: 'Creatieve opstelling' },
  { Id: 5, spec: 'Exam', en: 'Exam', nl: 'Examen' },
  { Id: 6, spec: 'School', en: 'Classroom', nl: 'School' },
  { Id: 7, spec: 'Circle', en: 'Circle', nl: 'Kring' },
  { Id: 8, spec: 'Theater', en: 'Theatre', nl: 'Theater' },
  { Id: 9, spec: 'U-shape', en: 'U-shape', nl: 'U-vorm' },
  { Id: 10, spec: 'Meeting', en: 'Meeting', nl: 'Vergadering' },
  { Id: 11, spec: 'Diner', en: 'Dinner', nl: 'Diner' },
  { Id: 12, spec: 'Party', en: 'Party', nl: 'Feest' },
  { Id: 13, spec: 'Lunch', en: 'Lunch', nl: 'Lunch' },
  { Id: 14, spec: 'Reception', en: 'Reception', nl: 'Receptie' },
  { Id: 15, spec: 'Buffet', en: 'Buffet', nl: 'Buffet' },
  { Id: 16, spec: 'Sit-down', en: 'Seated', nl: 'Zittend' },
  { Id: 17, spec: 'Fish', en: 'Herringbone', nl: 'Visgraat' },
  { Id: 19, spec: 'Knowledge', en: 'Knowledge session', nl: 'Kennissessie' },
  { Id: 20, spec: 'Conference', en: 'Conference', nl: 'Congres' },
  { Id: 21, spec: 'Workshop', en: 'Workshop', nl: 'Workshop' },
  { Id: 22, spec: 'Creative session', en: 'Creative session', nl: 'Creatieve sessie' },
  { Id: 23, spec: 'Workspace', en: 'Workspace', nl: 'Flexplek' },
  { Id: 24, spec: 'Block', en: 'Block of tables', nl: 'Blokopstelling' },
  { Id: 25, spec: 'Corona', en: 'Socially distanced', nl: 'Coronaproof' },
  { Id: 26, spec: 'Lounge', en: 'Lounge', nl: 'Lounge' },
  { Id: 27, spec: 'Go crazy', en: 'Anything goes', nl: 'Uit je dak' },
  { Id: 28, spec: 'Stand up', en: 'Standing', nl: 'Staand' },
  { Id: 29, spec: 'Board room', en: 'Boardroom', nl: 'Boardroom' },
  { Id: 30, spec: 'Round tables', en: 'Round tables', nl: 'Ronde tafels' },
] as const;

export type SpaceSetting = (typeof SPACE_SETTINGS)[number];
export type SpaceSettingId = SpaceSetting['Id'];

/** All space setting ids, ascending. */
export const SPACE_SETTING_IDS: readonly SpaceSettingId[] = SPACE_SETTINGS.map((setting) => setting.Id);

/** Whether `value` is a known space setting id. */
export function isSpaceSettingId(value: unknown): value is SpaceSettingId {
  return SPACE_SETTING_IDS.some((id) => id === value);
}

/** The name of a space setting in a locale, or undefined for an unknown id. */
export function spaceSettingName(id: number, locale: Locale): string | undefined {
  return SPACE_SETTINGS.find((setting) => setting.Id === id)?.[locale];
}
