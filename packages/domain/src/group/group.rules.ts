import { slugify } from '../text/text.ts';
import type { GroupFeature } from './group.constants.ts';

/** A group's slug for its page's link (lower case, words joined by `-`, at most 80 characters). */
export function groupSlug(name: string): string {
  return slugify(name).slice(0, 80).replace(/-+$/, '') || 'group';
}

/** Which tab of the group page needs which feature toggle (Overview needs none). */
export const GROUP_TAB_FEATURE = {
  articles: 'ActivatePosts',
  questions: 'ActivateQuestions',
  events: 'ActivateEvents',
  members: 'ActivateMemberList',
} as const satisfies Record<string, GroupFeature>;
