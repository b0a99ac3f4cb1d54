// The locations area's public face: what other areas (the site, the terms) may ask of it.
export { isLiveLocation, liveLocationSlug } from './location.reads.ts';
export { type LocationIndexCache, openLocationIndex } from './location-index.ts';
