/** Items per page of each list the API serves. */
export const PAGE_SIZES = {
  articles: 10,
  groups: 50,
  notifications: 200,
  invoices: 20,
  profileReservations: 25,
  questions: 25,
  profileReviews: 50,
  checkinKnowledge: 10,
  chatMatches: 4,
  /** Every other list. */
  default: 20,
} as const;
export type PageSizeKey = keyof typeof PAGE_SIZES;

/** The API never returns more items per page than this. */
export const MAX_ITEMS_PER_PAGE = 100;

/** Radius in km of a location search around a point. */
export const LOCATION_RADIUS_KM = 25;

/** Sort direction of lists when none is asked for. */
export const DEFAULT_SORT_DIRECTION = 'ASC';

/** Sort directions a list accepts. */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Seats of a search when none are given; zero seats always becomes this. */
export const DEFAULT_SEATS = 1;

/** A tender (request for proposal) names 1 to 5 locations. */
export const TENDER_LOCATIONS = { min: 1, max: 5 } as const;

/** Maximum length of a story's short description. */
export const STORY_INTRO_MAX = 500;

/** Above this many people a hybrid room warns about connection problems. */
export const HYBRID_CONNECTION_WARNING_SEATS = 30;

/** Image renditions [width, height] in px, smallest first. */
export const IMAGE_SIZES = [
  [160, 120],
  [320, 240],
  [640, 480],
  [1024, 768],
] as const;

/** The booking wizard has at most 6 steps (fewer without the options or booking-details step). */
export const BOOKING_WIZARD_MAX_STEPS = 6;

/** The boarding wizard has at most 5 steps. */
export const BOARDING_MAX_STEPS = 5;

/** The event creation wizard has 6 steps. */
export const EVENT_WIZARD_STEPS_COUNT = 6;

/** A profile token lives at most this many seconds. */
export const TOKEN_MAX_AGE_SECONDS = 86_400;

/** HTTP status of the redirect from the root path to a locale. */
export const ROOT_REDIRECT_STATUS = 302;

/** What a complete profile has, per the profile checklist. */
export const PROFILE_CHECKLIST = { photo: 1, bio: 1, tags: 5, answers: 5, events: 2, groups: 1 } as const;
