import type { ReservationDetail, ReservationSection, RouteName } from '@meetspace/domain';
import type { ComponentType } from 'react';
import { CheckinsSection } from './sections/checkins-section.tsx';
import { CommentsSection } from './sections/comments-section.tsx';
import { ContactsSection } from './sections/contacts-section.tsx';
import { ExternalLinksSection } from './sections/external-links-section.tsx';
import { InvoiceSection } from './sections/invoice-section.tsx';
import { LaterSection } from './sections/later-section.tsx';
import { MailLogSection } from './sections/mail-log-section.tsx';
import { NotesSection, TodosSection } from './sections/notes-section.tsx';
import { PaymentsSection } from './sections/payments-section.tsx';
import { ProgramSection } from './sections/program-section.tsx';
import { ReservationSectionView } from './sections/reservation-section.tsx';
import { RevisionsSection } from './sections/revisions-section.tsx';

/** What a submenu's section is drawn with. */
export type SectionProps = { r: ReservationDetail; section: ReservationSection };

/** One submenu of a reservation: the navigation, the page's section and its route come from here. */
export interface Submenu {
  readonly id: ReservationSection;
  /** Its route in the shared table (both languages). */
  readonly route: RouteName;
  /** The catalog key of its name (navigation link, section heading, tab title). */
  readonly label: string;
  /** What it shows. */
  readonly Section: ComponentType<SectionProps>;
  /** Its data comes with a later capability: it says so in one sentence and shows nothing made up. */
  readonly later?: true;
}

/** The reservation's 14 submenus, in the spec's order; the first is the reservation itself. */
export const SUBMENUS: readonly Submenu[] = [
  {
    id: 'reservation',
    route: 'my-reservation',
    label: 'res.sections.reservation',
    Section: ReservationSectionView,
  },
  {
    id: 'comments',
    route: 'my-reservation-comments',
    label: 'res.sections.comments',
    Section: CommentsSection,
  },
  {
    id: 'contacts',
    route: 'my-reservation-contacts',
    label: 'res.sections.contacts',
    Section: ContactsSection,
  },
  {
    id: 'notes',
    route: 'my-reservation-notes',
    label: 'res.sections.notes',
    Section: NotesSection,
  },
  {
    id: 'todos',
    route: 'my-reservation-todos',
    label: 'res.sections.todos',
    Section: TodosSection,
  },
  { id: 'program', route: 'my-reservation-program', label: 'res.sections.program', Section: ProgramSection },
  {
    id: 'checkins',
    route: 'my-reservation-checkins',
    label: 'res.sections.checkins',
    Section: CheckinsSection,
  },
  { id: 'mailLog', route: 'my-reservation-mail-log', label: 'res.sections.mailLog', Section: MailLogSection },
  {
    id: 'eventCalendar',
    route: 'my-reservation-event-calendar',
    label: 'res.sections.eventCalendar',
    Section: LaterSection,
    later: true,
  },
  {
    id: 'revisions',
    route: 'my-reservation-revisions',
    label: 'res.sections.revisions',
    Section: RevisionsSection,
  },
  {
    id: 'payments',
    route: 'my-reservation-payments',
    label: 'res.sections.payments',
    Section: PaymentsSection,
  },
  {
    id: 'invoice',
    route: 'my-reservation-invoice',
    label: 'res.sections.invoice',
    Section: InvoiceSection,
  },
  {
    id: 'depositInvoice',
    route: 'my-reservation-deposit-invoice',
    label: 'res.sections.depositInvoice',
    Section: InvoiceSection,
  },
  {
    id: 'externalLinks',
    route: 'my-reservation-external-links',
    label: 'res.sections.externalLinks',
    Section: ExternalLinksSection,
  },
];

const FIRST = SUBMENUS[0] as Submenu;

/** The submenu of a route name; the reservation itself for any other. */
export function submenuOfRoute(name: string | undefined): Submenu {
  return SUBMENUS.find((submenu) => submenu.route === name) ?? FIRST;
}
