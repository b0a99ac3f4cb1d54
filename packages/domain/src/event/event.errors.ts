/** Why an event call refuses (field error codes; the web maps each to a sentence). */
export const EventErrorCode = {
  /** The same e-mail address is registered for this event already (the spec's duplicate signup). */
  DuplicateSignup: 'duplicate_signup',
  /** The registration could not be cancelled (already cancelled, or the event is over). */
  UnsubscribeFailed: 'unsubscribe_failed',
  /** Fewer than MIN_TAGS tags (events and registrations). */
  TooFewTags: 'too_few_tags',
  /** The terms must be agreed to register. */
  TermsNotAgreed: 'terms_not_agreed',
  /** Ticket sales elsewhere was chosen without a valid ticket URL. */
  TicketUrlRequired: 'ticket_url_required',
  /** The event ends before it starts. */
  EventEndBeforeStart: 'event_end_before_start',
  /** The event's start lies in the past (a new event, or moving one). */
  EventInPast: 'event_in_past',
  /** Registration is closed: the event is not active, not published, ticketed elsewhere, or over. */
  RegistrationClosed: 'registration_closed',
  /** The capacity is lower than the participants already confirmed. */
  CapacityBelowParticipants: 'capacity_below_participants',
  /** The image is not an uploaded event image of this member (or not JPEG wider than 1024 px). */
  EventImageInvalid: 'event_image_invalid',
  /** The linked reservation is not the member's, not at the event's location, or cancelled. */
  EventReservationInvalid: 'event_reservation_invalid',
  /** The owner cannot be removed, and an event keeps one primary organizer. */
  OrganizerRequired: 'organizer_required',
  /** The ticket code is unknown for this event. */
  TicketUnknown: 'ticket_unknown',
  /** The ticket was checked in already. */
  TicketCheckedIn: 'ticket_checked_in',
  /** The ticket's registration is not confirmed (waiting, unpaid or cancelled). */
  TicketNotValid: 'ticket_not_valid',
  /** The event has no price in the currency asked. */
  CurrencyNotOffered: 'currency_not_offered',
} as const;
