import { describe, expect, it } from 'vitest';
import { AUTH_VIEWS, GROUP_TABS, IMAGE_UPLOAD_TYPES } from './network.ts';

describe('network constants', () => {
  it('has the image upload types and the group tabs', () => {
    expect(IMAGE_UPLOAD_TYPES).toEqual(['Article', 'Event', 'Group']);
    expect(GROUP_TABS).toEqual(['overview', 'stories', 'questions', 'events', 'members']);
  });

  it('switches the auth flow between login, registration and forgot', () => {
    expect(AUTH_VIEWS).toEqual(['login', 'registration', 'forgot']);
  });
});
