// Events: the constants the pages need without zod (the schemas import them).

/** An event's life: a draft only its organizers see, published (public or by link), cancelled (deleted). */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Where an event takes place (the wire's `IsOnline`). */
export const EVENT_ONLINE_VALUES = ['offline', 'online', 'hybrid'] as const;
export type EventOnlineValue = (typeof EVENT_ONLINE_VALUES)[number];

/** What owns an event (the spec's `Type`, default Channel; `ItemId` is the location or group). */
export const EVENT_OWNER_TYPES = ['Channel', 'Location', 'Group'] as const;
export type EventOwnerType = (typeof EVENT_OWNER_TYPES)[number];

/**
 * A registration's state: `confirmed` (free, or paid), `pending` (a paid event's place, held
 * until paid), `waitingList` (the event was full; freed places go to the longest waiting first),
 * `cancelled` (by the participant, the organiser, or the event's deletion).
 */
export const REGISTRATION_STATUSES = ['confirmed', 'pending', 'waitingList', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The currencies an event can be priced in (payments are made in the registration's currency). */
export const EVENT_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type EventCurrency = (typeof EVENT_CURRENCIES)[number];

/** A hybrid event's room gets a warning above this many participants (a camera covers ~30 people). */
export const HYBRID_WARN_ABOVE = 30;

/** Longest name, description, tag and program item texts. */
export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_TAG_MAX = 40;
export const EVENT_MAX_TAGS = 20;
export const EVENT_MAX_PROGRAM_ITEMS = 50;
export const EVENT_MAX_ORGANIZERS = 20;
export const EVENT_MAX_PRICES = 10;
/** The largest capacity an event may have. */
export const EVENT_MAX_CAPACITY = 100_000;
/** Events per page of the public list (default). */
export const EVENTS_PER_PAGE = 12;
/** Subject and body limits of a message to participants. */
export const EVENT_MESSAGE_SUBJECT_MAX = 150;
export const EVENT_MESSAGE_BODY_MAX = 5_000;

/** Who a message from the organiser goes to. */
export const EVENT_MESSAGE_AUDIENCES = ['all', 'confirmed', 'pending', 'waitingList'] as const;
export type EventMessageAudience = (typeof EVENT_MESSAGE_AUDIENCES)[number];

/**
 * How long a pending (unpaid) registration holds its place, counted from its payment's start
 * (registering, or moving up from the waiting list): then it is cancelled and the place goes on.
 */
export const EVENT_PAYMENT_HOLD_HOURS = 24;
