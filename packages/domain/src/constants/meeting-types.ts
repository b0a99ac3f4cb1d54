import { isOneOf, type ValueOf } from './enum.ts';
import type { Locale, LocalizedText } from './languages.ts';

/** Meeting types (MeetingtypeId): what is booked. */
export const MeetingType = { MeetingRoom: 1, Workspace: 2, TemporaryOffice: 3 } as const;
export type MeetingType = ValueOf<typeof MeetingType>;

/** All meeting type ids, in order. */
export const MEETING_TYPE_IDS = [
  MeetingType.MeetingRoom,
  MeetingType.Workspace,
  MeetingType.TemporaryOffice,
] as const;

/** Meeting type names in both languages (type 2 is a "flexplek" in Dutch, never a "werkplek"). */
export const MEETING_TYPE_NAMES: { readonly [Id in MeetingType]: LocalizedText } = {
  1: { nl: 'Vergaderruimte', en: 'Meeting room' },
  2: { nl: 'Flexplek', en: 'Workspace' },
  3: { nl: 'Tijdelijk kantoor', en: 'Temporary office' },
};

/** A search without a meeting type searches meeting rooms. */
export const DEFAULT_MEETING_TYPE: MeetingType = MeetingType.MeetingRoom;

/** Whether `value` is a known meeting type id. */
export function isMeetingTypeId(value: unknown): value is MeetingType {
  return isOneOf(MEETING_TYPE_IDS, value);
}

/** The name of a meeting type in a locale. */
export function meetingTypeName(id: MeetingType, locale: Locale): string {
  return MEETING_TYPE_NAMES[id][locale];
}
