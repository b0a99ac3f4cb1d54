import { RESERVATION_SECTIONS, type ReservationSection, type RouteName } from '@meetspace/domain';

/** The route of each submenu of a reservation (the shared route table has them in both languages). */
export const SECTION_ROUTES = {
  reservation: 'my-reservation',
  comments: 'my-reservation-comments',
  contacts: 'my-reservation-contacts',
  notes: 'my-reservation-notes',
  todos: 'my-reservation-todos',
  program: 'my-reservation-program',
  checkins: 'my-reservation-checkins',
  mailLog: 'my-reservation-mail-log',
  eventCalendar: 'my-reservation-event-calendar',
  revisions: 'my-reservation-revisions',
  payments: 'my-reservation-payments',
  invoice: 'my-reservation-invoice',
  depositInvoice: 'my-reservation-deposit-invoice',
  externalLinks: 'my-reservation-external-links',
} as const satisfies Record<ReservationSection, RouteName>;

/** Submenus whose data comes with later capabilities: they say so, and show nothing made up. */
export const LATER_SECTIONS: ReadonlySet<ReservationSection> = new Set<ReservationSection>([
  'notes',
  'todos',
  'checkins',
  'eventCalendar',
  'payments',
  'invoice',
  'depositInvoice',
]);

/** Every submenu, in the spec's order. */
export const SECTIONS: readonly ReservationSection[] = RESERVATION_SECTIONS;
