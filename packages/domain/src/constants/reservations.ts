import type { ValueOf } from './enum.ts';
import type { LocalizedText } from './languages.ts';

/** Reservation StatusId. */
export const ReservationStatus = { Option: 1, Definite: 2, Cancelled: 3 } as const;
export type ReservationStatus = ValueOf<typeof ReservationStatus>;

/** Status filter of a reservation list when none is given. */
export const DEFAULT_STATUS_ID = ReservationStatus.Definite;

/** Status filter the profile reservation list sends by default (the spec's "100", no single status). */
export const PROFILE_RESERVATIONS_STATUS_ID = 100;

/** Why a reservation or proposal is cancelled (ReasonType). */
export const CancelReason = {
  NoReason: 0,
  TooFewParticipants: 1,
  FoundCheaperLocation: 2,
  OtherRegion: 3,
  MeetingCancelled: 4,
  MeetingRescheduled: 5,
  Other: 6,
} as const;
export type CancelReason = ValueOf<typeof CancelReason>;

/** Cancel reason labels in both languages. */
export const CANCEL_REASON_LABELS: { readonly [Id in CancelReason]: LocalizedText } = {
  0: { nl: 'Geen reden', en: 'No reason' },
  1: { nl: 'Geen of te weinig deelnemers', en: 'No or too few participants' },
  2: { nl: 'Goedkopere locatie gevonden', en: 'Found a cheaper location' },
  3: { nl: 'Andere regio', en: 'Other region' },
  4: { nl: 'Bijeenkomst gaat niet door', en: 'Meeting cancelled' },
  5: { nl: 'Bijeenkomst verplaatst', en: 'Meeting rescheduled' },
  6: { nl: 'Anders', en: 'Other' },
};

/** Roles of a reservation contact. */
export const ContactType = {
  Booker: 1,
  ContactDuringEvent: 2,
  Trainer: 3,
  Speaker: 4,
  Host: 5,
  Invoice: 6,
} as const;
export type ContactType = ValueOf<typeof ContactType>;

/** Contact type labels in both languages. */
export const CONTACT_TYPE_LABELS: { readonly [Id in ContactType]: LocalizedText } = {
  1: { nl: 'Boeker', en: 'Booker' },
  2: { nl: 'Contactpersoon tijdens de bijeenkomst', en: 'Contact during event' },
  3: { nl: 'Trainer', en: 'Trainer' },
  4: { nl: 'Spreker', en: 'Speaker' },
  5: { nl: 'Gastheer of gastvrouw', en: 'Host' },
  6: { nl: 'Facturatie', en: 'Invoice' },
};

/** Comment TypeId of a cart or reservation comment. */
export const COMMENT_TYPE_ID = 6;

/** A chosen space is held this long before the booking process resets. */
export const HOLD_MINUTES = 20;

/** Within this many hours before start a reservation is locked; before it, changes are free. */
export const LOCK_HOURS = 24;

/** Kinds of external link on a reservation. */
export const ExternalLinkType = { Document: 1, VideoCall: 2 } as const;
export type ExternalLinkType = ValueOf<typeof ExternalLinkType>;

/** Sub-menus of the reservation detail page, in order. */
export const RESERVATION_SECTIONS = [
  'reservation',
  'comments',
  'contacts',
  'notes',
  'todos',
  'program',
  'checkins',
  'mailLog',
  'eventCalendar',
  'revisions',
  'payments',
  'invoice',
  'depositInvoice',
  'externalLinks',
] as const;
export type ReservationSection = (typeof RESERVATION_SECTIONS)[number];

/** Sections of the proposal page, in order. */
export const PROPOSAL_SECTIONS = ['aboutUs', 'spaces', 'amenities', 'summary'] as const;

/** What the applicant can do with a proposal. */
export const PROPOSAL_ACTIONS = ['accept', 'change', 'cancel'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];
