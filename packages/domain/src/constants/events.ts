import type { ValueOf } from './enum.ts';
import type { Locale } from './languages.ts';

/** Event types by id, with names in both languages (ids as in the spec; 9 to 16 are unused). */
export const EVENT_TYPES = [
  { Id: 0, en: 'Other', nl: 'Overig' },
  { Id: 1, en: 'Meeting', nl: 'Vergadering' },
  { Id: 2, en: 'Training', nl: 'Training' },
  { Id: 3, en: 'Brainstorm', nl: 'Brainstorm' },
  { Id: 4, en: 'Event', nl: 'Evenement' },
  { Id: 5, en: 'Reception', nl: 'Receptie' },
  { Id: 6, en: 'Network lunch', nl: 'Netwerklunch' },
  { Id: 7, en: 'Product launch', nl: 'Productlancering' },
  { Id: 8, en: 'Presentation', nl: 'Presentatie' },
  { Id: 17, en: 'Creative', nl: 'Creatief' },
  { Id: 18, en: 'Effective', nl: 'Effectief' },
  { Id: 19, en: 'Involved', nl: 'Betrokken' },
  { Id: 20, en: 'Efficient', nl: 'Efficiënt' },
] as const;

export type EventTypeId = (typeof EVENT_TYPES)[number]['Id'];

/** All event type ids, in spec order. */
export const EVENT_TYPE_IDS: readonly EventTypeId[] = EVENT_TYPES.map((type) => type.Id);

/** Whether `value` is a known event type id. */
export function isEventTypeId(value: unknown): value is EventTypeId {
  return EVENT_TYPE_IDS.some((id) => id === value);
}

/** The name of an event type in a locale, or undefined for an unknown id. */
export function eventTypeName(id: number, locale: Locale): string | undefined {
  return EVENT_TYPES.find((type) => type.Id === id)?.[locale];
}

/** Where an event takes place (the IsOnline field on the wire: "offline", "online" or "hybrid"). */
export const EventOnline = { Offline: 'offline', Online: 'online', Hybrid: 'hybrid' } as const;
export type EventOnline = ValueOf<typeof EventOnline>;

/** A new event is offline unless chosen otherwise. */
export const DEFAULT_EVENT_ONLINE: EventOnline = EventOnline.Offline;

/** Default start of a new event (09:00). */
export const DEFAULT_EVENT_START_MINUTES = 540;

/** Default end of a new event (17:00). */
export const DEFAULT_EVENT_END_MINUTES = 1020;

/** Events, event registrations and profiles need at least this many tags. */
export const MIN_TAGS = 3;

/** An event holds at least this many participants. */
export const EVENT_MIN_CAPACITY = 1;

/** An event image must be wider than this many pixels (exclusive). */
export const EVENT_IMAGE_MIN_WIDTH = 1024;

/** Event images are JPEG only. */
export const EVENT_IMAGE_MIME_TYPES = ['image/jpeg'] as const;

/** File extensions accepted for event images. */
export const EVENT_IMAGE_EXTENSIONS = ['jpg', 'jpeg'] as const;

/** Whether an image of this width is wide enough for an event (strictly wider than 1024 px). */
export function isEventImageWideEnough(width: number): boolean {
  return width > EVENT_IMAGE_MIN_WIDTH;
}

/** Steps of the event registration flow. */
export const EventRegistrationStep = { None: 0, Form: 1, Confirmation: 2 } as const;
export type EventRegistrationStep = ValueOf<typeof EventRegistrationStep>;

/** Status labels of the event lists. */
export const EVENT_LIST_STATUSES = [
  'confirmed',
  'pending',
  'published',
  'notPublished',
  'cancelled',
  'paid',
] as const;
export type EventListStatus = (typeof EVENT_LIST_STATUSES)[number];

/** Sections of event management, in menu order. */
export const EVENT_MANAGEMENT_SECTIONS = [
  'dashboard',
  'basicInfo',
  'program',
  'settings',
  'organizers',
  'participants',
  'communication',
] as const;
export type EventManagementSection = (typeof EVENT_MANAGEMENT_SECTIONS)[number];
