import { describe, expect, it } from 'vitest';
import {
  BOARDING_MAX_STEPS,
  BOOKING_WIZARD_MAX_STEPS,
  DEFAULT_SEATS,
  DEFAULT_SORT_DIRECTION,
  EVENT_WIZARD_STEPS_COUNT,
  HYBRID_CONNECTION_WARNING_SEATS,
  IMAGE_SIZES,
  LOCATION_RADIUS_KM,
  MAX_ITEMS_PER_PAGE,
  PAGE_SIZES,
  PROFILE_CHECKLIST,
  ROOT_REDIRECT_STATUS,
  SORT_DIRECTIONS,
  STORY_INTRO_MAX,
  TENDER_LOCATIONS,
  TOKEN_MAX_AGE_SECONDS,
} from './limits.ts';

describe('limits', () => {
  it('has the spec page sizes', () => {
    expect(PAGE_SIZES).toEqual({
      articles: 10,
      groups: 50,
      notifications: 200,
      invoices: 20,
      profileReservations: 25,
      questions: 25,
      profileReviews: 50,
      checkinKnowledge: 10,
      chatMatches: 4,
      default: 20,
    });
    expect(MAX_ITEMS_PER_PAGE).toBe(100);
  });

  it('has the search defaults', () => {
    expect(LOCATION_RADIUS_KM).toBe(25);
    expect(DEFAULT_SORT_DIRECTION).toBe('ASC');
    expect(SORT_DIRECTIONS).toContain(DEFAULT_SORT_DIRECTION);
    expect(DEFAULT_SEATS).toBe(1);
  });

  it('has the content limits', () => {
    expect(TENDER_LOCATIONS).toEqual({ min: 1, max: 5 });
    expect(STORY_INTRO_MAX).toBe(500);
    expect(HYBRID_CONNECTION_WARNING_SEATS).toBe(30);
    expect(IMAGE_SIZES).toEqual([
      [160, 120],
      [320, 240],
      [640, 480],
      [1024, 768],
    ]);
  });

  it('has the wizard sizes, token age and redirect status', () => {
    expect(BOOKING_WIZARD_MAX_STEPS).toBe(6);
    expect(BOARDING_MAX_STEPS).toBe(5);
    expect(EVENT_WIZARD_STEPS_COUNT).toBe(6);
    expect(TOKEN_MAX_AGE_SECONDS).toBe(86_400);
    expect(ROOT_REDIRECT_STATUS).toBe(302);
  });

  it('has the profile checklist: photo, bio, 5 tags, 5 answers, 2 events, 1 group', () => {
    expect(PROFILE_CHECKLIST).toEqual({ photo: 1, bio: 1, tags: 5, answers: 5, events: 2, groups: 1 });
  });
});
