import type { Locale } from './languages.ts';

/** Notification rule kinds, in spec order, each with a notification and an email toggle. */
export const NOTIFICATION_RULE_KINDS = [
  { Id: 1, key: 'newReservation', en: 'New reservation', nl: 'Nieuwe reservering' },
  { Id: 2, key: 'reservationUpdated', en: 'Reservation updated', nl: 'Reservering gewijzigd' },
  { Id: 3, key: 'reservationCancelled', en: 'Reservation cancelled', nl: 'Reservering geannuleerd' },
  { Id: 4, key: 'newReview', en: 'New review', nl: 'Nieuwe beoordeling' },
  { Id: 5, key: 'reservationComment', en: 'Reservation comment', nl: 'Opmerking bij reservering' },
  { Id: 6, key: 'newInvoice', en: 'New invoice', nl: 'Nieuwe factuur' },
  { Id: 7, key: 'creditInvoice', en: 'Credit invoice', nl: 'Creditfactuur' },
  { Id: 8, key: 'reviewComment', en: 'Review comment', nl: 'Reactie op beoordeling' },
  { Id: 9, key: 'proposalRequest', en: 'Proposal request', nl: 'Aanvraag voor een voorstel' },
  { Id: 10, key: 'proposalAccepted', en: 'Proposal accepted', nl: 'Voorstel geaccepteerd' },
  { Id: 11, key: 'proposalRejected', en: 'Proposal rejected', nl: 'Voorstel afgewezen' },
  { Id: 12, key: 'proposalChangeRequest', en: 'Change request', nl: 'Wijzigingsverzoek' },
  { Id: 13, key: 'chatMessage', en: 'Chat message', nl: 'Chatbericht' },
  { Id: 14, key: 'newQuestion', en: 'New question', nl: 'Nieuwe vraag' },
  { Id: 15, key: 'questionAnswer', en: 'Answer to a question', nl: 'Antwoord op een vraag' },
  { Id: 16, key: 'answerComment', en: 'Comment on an answer', nl: 'Reactie op een antwoord' },
  { Id: 17, key: 'reservationReminder', en: 'Reservation reminder', nl: 'Herinnering aan reservering' },
] as const;

export type NotificationRuleKind = (typeof NOTIFICATION_RULE_KINDS)[number];
export type NotificationRuleKindId = NotificationRuleKind['Id'];
export type NotificationRuleKey = NotificationRuleKind['key'];

/** The label of a notification rule kind, or undefined for an unknown id. */
export function notificationRuleLabel(id: number, locale: Locale): string | undefined {
  return NOTIFICATION_RULE_KINDS.find((kind) => kind.Id === id)?.[locale];
}
