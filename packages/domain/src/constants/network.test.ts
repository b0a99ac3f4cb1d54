import { describe, expect, it } from 'vitest';
import {
  ArticleStatus,
  AUTH_VIEWS,
  BlogRightsStatus,
  ExternalSourceType,
  GROUP_FEATURES,
  GROUP_TABS,
  GroupJoinMode,
  GroupRole,
  IMAGE_UPLOAD_TYPES,
  MEMBERSHIP_JOINED,
  VIDEO_PROVIDERS,
} from './network.ts';

describe('network constants', () => {
  it('has the article and blog-rights states', () => {
    expect(Object.values(ArticleStatus)).toEqual(['draft', 'published', 'retracted']);
    expect(Object.values(BlogRightsStatus)).toEqual(['pending', 'denied', 'granted']);
  });

  it('has the story source kinds and video providers', () => {
    expect(Object.values(ExternalSourceType)).toEqual(['link', 'internalLink', 'video']);
    expect(VIDEO_PROVIDERS).toEqual(['Youtube', 'Vimeo']);
    expect(IMAGE_UPLOAD_TYPES).toEqual(['Article', 'Event', 'Group']);
  });

  it('has the group roles, join modes, features and tabs', () => {
    expect(Object.values(GroupRole)).toEqual(['admin', 'member']);
    expect(Object.values(GroupJoinMode)).toEqual(['open', 'onRequest']);
    expect(MEMBERSHIP_JOINED).toBe('Joined');
    expect(GROUP_FEATURES).toEqual(['communication', 'events', 'members', 'questions', 'stories']);
    expect(GROUP_TABS).toEqual(['overview', 'stories', 'questions', 'events', 'members']);
  });

  it('switches the auth flow between login, registration and forgot', () => {
    expect(AUTH_VIEWS).toEqual(['login', 'registration', 'forgot']);
  });
});
