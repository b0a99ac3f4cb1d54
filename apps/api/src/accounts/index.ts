// The accounts area's public face: what other areas may use.
export { accountAccess } from './account.access.ts';
export { accountEvents, type EmailVerified } from './account.events.ts';
export { type PublicProfileFacts, presentPublicProfile } from './account.presenter.ts';
export { PUBLIC_PROFILE_COLUMNS } from './account.queries.ts';
export { profileIdOfCalendarKey } from './account.reads.ts';
export { renewCalendarKey } from './commands/renew-calendar-key.ts';
export { type RenderedImage, renderProfileImage, writeProfileImage } from './profile-image.ts';
