// The stories area's public face: the one sanitizer of a story's HTML (the demo writes through it too).
export { sanitizeStoryBody } from './sanitize-body.ts';
export { storySlugOf } from './story.reads.ts';
