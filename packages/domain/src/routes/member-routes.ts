import { MEMBERS_ONLY, type RouteDef } from './route-def.ts';

const RESERVATION_NL = 'mijn/reserveringen/:id';
const RESERVATION_EN = 'my/reservations/:id';

/** The personal area under mijn | my: login required, hidden from search engines. */
export const MY_ROUTES = [
  { name: 'my', nl: 'mijn', en: 'my', ...MEMBERS_ONLY },
  { name: 'my-profile', nl: 'mijn/profiel', en: 'my/profile', ...MEMBERS_ONLY },
  { name: 'my-messages', nl: 'mijn/berichten', en: 'my/messages', ...MEMBERS_ONLY },
  { name: 'my-inbox', nl: 'mijn/inbox', en: 'my/inbox', ...MEMBERS_ONLY },
  { name: 'my-credits', nl: 'mijn/tegoed', en: 'my/credits', ...MEMBERS_ONLY },
  { name: 'my-wallet', nl: 'mijn/portemonnee', en: 'my/wallet', ...MEMBERS_ONLY },
  { name: 'my-invoices', nl: 'mijn/facturen', en: 'my/invoices', ...MEMBERS_ONLY },
  { name: 'my-invoice', nl: 'mijn/facturen/:id', en: 'my/invoices/:id', ...MEMBERS_ONLY },
  { name: 'my-reservations', nl: 'mijn/reserveringen', en: 'my/reservations', ...MEMBERS_ONLY },
  { name: 'my-reservation', nl: RESERVATION_NL, en: RESERVATION_EN, ...MEMBERS_ONLY },
  // The reservation's submenus (document 2, section 2); 'my-reservation' itself is the first one.
  {
    name: 'my-reservation-comments',
    nl: `${RESERVATION_NL}/opmerkingen`,
    en: `${RESERVATION_EN}/comments`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-contacts',
    nl: `${RESERVATION_NL}/contactpersonen`,
    en: `${RESERVATION_EN}/contacts`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-notes',
    nl: `${RESERVATION_NL}/notities`,
    en: `${RESERVATION_EN}/notes`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-todos',
    nl: `${RESERVATION_NL}/taken`,
    en: `${RESERVATION_EN}/to-dos`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-program',
    nl: `${RESERVATION_NL}/programma`,
    en: `${RESERVATION_EN}/program`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-checkins',
    nl: `${RESERVATION_NL}/check-ins`,
    en: `${RESERVATION_EN}/check-ins`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-mail-log',
    nl: `${RESERVATION_NL}/e-mails`,
    en: `${RESERVATION_EN}/mail-log`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-event-calendar',
    nl: `${RESERVATION_NL}/evenementenkalender`,
    en: `${RESERVATION_EN}/event-calendar`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-revisions',
    nl: `${RESERVATION_NL}/wijzigingen`,
    en: `${RESERVATION_EN}/revisions`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-payments',
    nl: `${RESERVATION_NL}/betalingen`,
    en: `${RESERVATION_EN}/payments`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-invoice',
    nl: `${RESERVATION_NL}/factuur`,
    en: `${RESERVATION_EN}/invoice`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-deposit-invoice',
    nl: `${RESERVATION_NL}/aanbetalingsfactuur`,
    en: `${RESERVATION_EN}/deposit-invoice`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservation-external-links',
    nl: `${RESERVATION_NL}/externe-links`,
    en: `${RESERVATION_EN}/external-links`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservations-proposals',
    nl: 'mijn/reserveringen/voorstellen',
    en: 'my/reservations/proposals',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservations-proposal',
    nl: 'mijn/reserveringen/voorstellen/:key',
    en: 'my/reservations/proposals/:key',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-reservations-reviews',
    nl: 'mijn/reserveringen/beoordelingen',
    en: 'my/reservations/reviews',
    ...MEMBERS_ONLY,
  },
  { name: 'my-events', nl: 'mijn/evenementen', en: 'my/events', ...MEMBERS_ONLY },
  {
    name: 'my-events-organizedEvents',
    nl: 'mijn/evenementen/organiseren',
    en: 'my/events/organize',
    ...MEMBERS_ONLY,
  },
  { name: 'my-event', nl: 'mijn/evenementen/:id', en: 'my/events/:id', ...MEMBERS_ONLY },
  /** Event management's sections (basic info, program, settings, organizers, participants, …). */
  {
    name: 'my-event-section',
    nl: 'mijn/evenementen/:id/:section',
    en: 'my/events/:id/:section',
    ...MEMBERS_ONLY,
  },
  { name: 'my-activities', nl: 'mijn/activiteiten', en: 'my/activities', ...MEMBERS_ONLY },
  {
    name: 'my-activities-articles',
    nl: 'mijn/activiteiten/artikelen',
    en: 'my/activities/articles',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-activities-article',
    nl: 'mijn/activiteiten/artikelen/:key',
    en: 'my/activities/articles/:key',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-activities-article-edit',
    nl: 'mijn/activiteiten/artikelen/:key/bewerken',
    en: 'my/activities/articles/:key/edit',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-activities-groups',
    nl: 'mijn/activiteiten/groepen',
    en: 'my/activities/groups',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-activities-questions',
    nl: 'mijn/activiteiten/vragen',
    en: 'my/activities/questions',
    ...MEMBERS_ONLY,
  },
  {
    name: 'my-activities-question',
    nl: 'mijn/activiteiten/vragen/:id',
    en: 'my/activities/questions/:id',
    ...MEMBERS_ONLY,
  },
] as const satisfies readonly RouteDef[];
