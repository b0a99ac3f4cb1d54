import { slugify } from '../text/text.ts';
import type { GroupFeature } from './group.constants.ts';

/** A group's slug for its page's link (lower case, words joined by `-`, at most 80 characters). */
export function groupSlug(name: string): string {
  return slugify(name).slice(0, 80).replace(/-+$/, '') || 'group';
}

/**
 * The tabs of a group page, in order (document 2: Overview, Stories, Questions, Events, Members),
 * named as their routes are (`network-group`, `network-group-articles`, …).
 */
export const GROUP_TABS = ['overview', 'articles', 'questions', 'events', 'members'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** Which tab of the group page needs which feature toggle (Overview needs none). */
export const GROUP_TAB_FEATURE = {
  articles: 'ActivatePosts',
  questions: 'ActivateQuestions',
  events: 'ActivateEvents',
  members: 'ActivateMemberList',
} as const satisfies Record<Exclude<GroupTab, 'overview'>, GroupFeature>;
