import type { Feature } from '../../lib/feature.ts';

/**
 * The meeting search form (home page, location pages). It has no route of its own and is part of
 * the first load, its strings too.
 */
export const searchFeature: Feature = { name: 'search', namespace: 'search', routes: {} };

export { type PresetLocation, SearchForm } from './components/search-form.tsx';
