import { MEMBERS_ONLY, type RouteDef } from './route-def.ts';

const GROUP_NL = 'netwerk/groepen/:id/:slug';
const GROUP_EN = 'network/groups/:id/:slug';

/** The member network: login required, so kept out of search engines too. */
export const NETWORK_ROUTES = [
  { name: 'network', nl: 'netwerk', en: 'network', ...MEMBERS_ONLY },
  { name: 'network-people', nl: 'netwerk/mensen', en: 'network/people', ...MEMBERS_ONLY },
  // The check-in page of a location (its QR code at the desk opens it).
  {
    name: 'network-checkin',
    nl: 'netwerk/inchecken/:locationId',
    en: 'network/check-in/:locationId',
    ...MEMBERS_ONLY,
  },
  { name: 'network-groups', nl: 'netwerk/groepen', en: 'network/groups', ...MEMBERS_ONLY },
  { name: 'network-questions', nl: 'netwerk/vragen', en: 'network/questions', ...MEMBERS_ONLY },
  {
    name: 'network-questions-create',
    nl: 'netwerk/vragen/vraag-stellen',
    en: 'network/questions/createquestion',
    ...MEMBERS_ONLY,
  },
  { name: 'network-question', nl: 'netwerk/vragen/:id', en: 'network/questions/:id', ...MEMBERS_ONLY },
  { name: 'network-stories', nl: 'netwerk/verhalen', en: 'network/stories', ...MEMBERS_ONLY },
  {
    name: 'network-story',
    nl: 'netwerk/verhalen/:key/:slug',
    en: 'network/stories/:key/:slug',
    ...MEMBERS_ONLY,
  },
  {
    name: 'network-story-edit',
    nl: 'netwerk/verhalen/:key/:slug/bewerken',
    en: 'network/stories/:key/:slug/edit',
    ...MEMBERS_ONLY,
  },
  { name: 'network-group', nl: GROUP_NL, en: GROUP_EN, ...MEMBERS_ONLY },
  {
    name: 'network-group-articles',
    nl: `${GROUP_NL}/artikelen`,
    en: `${GROUP_EN}/articles`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'network-group-article',
    nl: `${GROUP_NL}/artikelen/:key/:articleSlug`,
    en: `${GROUP_EN}/articles/:key/:articleSlug`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'network-group-article-edit',
    nl: `${GROUP_NL}/artikelen/:key/:articleSlug?/bewerken`,
    en: `${GROUP_EN}/articles/:key/:articleSlug?/edit`,
    ...MEMBERS_ONLY,
  },
  { name: 'network-group-events', nl: `${GROUP_NL}/evenementen`, en: `${GROUP_EN}/events`, ...MEMBERS_ONLY },
  {
    name: 'network-group-events-new',
    nl: `${GROUP_NL}/evenementen/nieuw`,
    en: `${GROUP_EN}/events/new`,
    ...MEMBERS_ONLY,
  },
  { name: 'network-group-members', nl: `${GROUP_NL}/leden`, en: `${GROUP_EN}/members`, ...MEMBERS_ONLY },
  { name: 'network-group-questions', nl: `${GROUP_NL}/vragen`, en: `${GROUP_EN}/questions`, ...MEMBERS_ONLY },
  {
    name: 'network-group-question',
    nl: `${GROUP_NL}/vragen/:questionId`,
    en: `${GROUP_EN}/questions/:questionId`,
    ...MEMBERS_ONLY,
  },
] as const satisfies readonly RouteDef[];
