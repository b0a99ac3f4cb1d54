import type { ComponentType } from 'react';

/**
 * The search box of a location page, fixed to that location. The locations feature does not make
 * it: the app composes it from the search feature (`app/compose/location-search-box.tsx`).
 */
export type SearchBox = ComponentType<{ location: { LocationId: number; Name: string } }>;

/** A location page's events tab: the app composes it from the events feature. */
export type EventsPanel = ComponentType<{ locationId: number }>;

/** A location page's stories tab: the app composes it from the stories feature. */
export type StoriesPanel = ComponentType<{ locationId: number }>;

/** A location page's reviews tab: the app composes it from the reviews feature. */
export type ReviewsPanel = ComponentType<{ locationId: number }>;
