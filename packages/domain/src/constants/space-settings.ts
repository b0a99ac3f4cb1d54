import type { Locale } from './languages.ts';

/** Seating arrangements (SettingId) 1 to 30; 18 is unused. English names as in the spec. */
export const SPACE_SETTINGS = [
  { Id: 1, en: 'Different', nl: 'Anders' },
  { Id: 2, en: 'Cabaret', nl: 'Cabaret' },
  { Id: 3, en: 'Carre', nl: 'Carré' },
  { Id: 4, en: 'Creative setting', nl: 'Creatieve opstelling' },
  { Id: 5, en: 'Exam', nl: 'Examen' },
  { Id: 6, en: 'School', nl: 'School' },
  { Id: 7, en: 'Circle', nl: 'Kring' },
  { Id: 8, en: 'Theater', nl: 'Theater' },
  { Id: 9, en: 'U-shape', nl: 'U-vorm' },
  { Id: 10, en: 'Meeting', nl: 'Vergadering' },
  { Id: 11, en: 'Diner', nl: 'Diner' },
  { Id: 12, en: 'Party', nl: 'Feest' },
  { Id: 13, en: 'Lunch', nl: 'Lunch' },
  { Id: 14, en: 'Reception', nl: 'Receptie' },
  { Id: 15, en: 'Buffet', nl: 'Buffet' },
  { Id: 16, en: 'Sit-down', nl: 'Zittend' },
  { Id: 17, en: 'Fish', nl: 'Visgraat' },
  { Id: 19, en: 'Knowledge', nl: 'Kennissessie' },
  { Id: 20, en: 'Conference', nl: 'Congres' },
  { Id: 21, en: 'Workshop', nl: 'Workshop' },
  { Id: 22, en: 'Creative session', nl: 'Creatieve sessie' },
  { Id: 23, en: 'Workspace', nl: 'Werkplek' },
  { Id: 24, en: 'Block', nl: 'Blok' },
  { Id: 25, en: 'Corona', nl: 'Coronaproof' },
  { Id: 26, en: 'Lounge', nl: 'Lounge' },
  { Id: 27, en: 'Go crazy', nl: 'Uit je dak' },
  { Id: 28, en: 'Stand up', nl: 'Staand' },
  { Id: 29, en: 'Board room', nl: 'Boardroom' },
  { Id: 30, en: 'Round tables', nl: 'Ronde tafels' },
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
