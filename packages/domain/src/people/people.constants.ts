import { PAGE_SIZES } from '../constants/limits.ts';

/** What a member may write about themselves for the network. */
export const NETWORK_CITY_MAX = 100;
export const NETWORK_TEXT_MAX = 500;
export const NETWORK_TAG_MAX = 40;
export const NETWORK_TAGS_MAX = 20;
/** People per page of the people search (`GET /v1/people`). */
export const PEOPLE_PER_PAGE = 20;
/** Check-ins per page of `GET /v1/checkin`. */
export const CHECKINS_PER_PAGE = 25;
/** What the people checked in at a place can help with: 10 a page (the spec's page size). */
export const CHECKIN_KNOWLEDGE_PER_PAGE = PAGE_SIZES.checkinKnowledge;
/** The best matches proposed: 4 (the spec's chat matches). */
export const MATCHES_PROPOSED = PAGE_SIZES.chatMatches;
/** How many days ahead a member may check in (today, or a day they plan to come). */
export const CHECKIN_DAYS_AHEAD = 14;

/** What a click log names (`POST /v1/log/click`, TypeId). */
export const ClickType = { Location: 1, Event: 2, Story: 3 } as const;
export const CLICK_TYPE_IDS = [1, 2, 3] as const;

/**
 * Kinds of match (`GET /v1/match?typeIds=`): shared tags, they can help with what I work on, I can
 * help with what they work on. Without typeIds all three count.
 */
export const MatchType = { SharedTags: 1, TheyCanHelp: 2, ICanHelp: 3 } as const;
export const MATCH_TYPE_IDS = [1, 2, 3] as const;
/** A shared tag weighs twice a shared word. */
export const MATCH_TAG_WEIGHT = 2;
/** Words shorter than this do not count when texts are compared. */
export const MATCH_WORD_MIN = 4;
