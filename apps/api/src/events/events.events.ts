import { defineEvent } from '../kernel/events/events.ts';

/** What an event looked like before a change the participants must hear about. */
export interface EventWhenWhere {
  StartDate: string;
  StartMinutes: number;
  EndDate: string;
  EndMinutes: number;
  LocationName: string;
  Address: string;
  City: string;
  IsOnline: string;
}

/**
 * An event was changed (subject: the event). `Changed` names the fields that changed (wire names);
 * `Before` is the date, time and place before the change, so subscribers can mail attendees
 * "moved from … to …" with a one-click cancel, and fill freed places when `MaxCapacity` grew.
 */
export interface EventUpdated {
  Changed: string[];
  Before: EventWhenWhere;
  /** The capacity before (null: no limit). */
  MaxCapacityBefore: number | null;
}

/** An event was deleted (subject: the event): its registrations are cancelled and mailed. */
export interface EventDeleted {
  Name: string;
  /** The member who deleted it (owner or administrator). */
  ByProfileId: number;
}

/** A registration was made (subject: the registration). */
export interface RegistrationCreated {
  EventId: number;
  Status: string;
}

/** A registration was cancelled (subject: the registration); a freed place goes to the waiting list. */
export interface RegistrationCancelled {
  EventId: number;
  /** participant | organizer | event-deleted | expired (unpaid past the hold) */
  By: string;
  /** Whether it held a place (confirmed or pending) that is now free. */
  FreedPlace: boolean;
}

/** A registration moved up from the waiting list (subject: the registration). */
export interface RegistrationPromoted {
  EventId: number;
  Status: string;
}

/**
 * The events area's domain events, written in the transaction of the change. Mails react today;
 * notifications (issue 21) and statistics (issue 22) will subscribe later.
 */
export const eventEvents = {
  updated: defineEvent<EventUpdated>('event.updated', 'event'),
  deleted: defineEvent<EventDeleted>('event.deleted', 'event'),
  registered: defineEvent<RegistrationCreated>('event.registration-created', 'event-registration'),
  unregistered: defineEvent<RegistrationCancelled>('event.registration-cancelled', 'event-registration'),
  promoted: defineEvent<RegistrationPromoted>('event.registration-promoted', 'event-registration'),
};
