// The network's groups and stories have their own contracts (`group/`, `article/`).

/** Kinds of item an uploaded image belongs to (image upload Type). */
export const IMAGE_UPLOAD_TYPES = ['Article', 'Event', 'Group'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** Tabs of a group page, in order. */
export const GROUP_TABS = ['overview', 'stories', 'questions', 'events', 'members'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** Authentication views that the auth flow switches between. */
export const AUTH_VIEWS = ['login', 'registration', 'forgot'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];
