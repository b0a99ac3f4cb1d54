import type { Feature } from '../../lib/feature.ts';
import { inNamespace } from '../../lib/feature.ts';
import './styles.css';
import { SearchForm as Form } from './components/search-form.tsx';
import { NAMESPACE } from './i18n.ts';

/**
 * The meeting search form (home page, location pages). It has no route of its own and is part of
 * the first load, its strings too.
 */
export const searchFeature: Feature = { name: 'search', namespace: NAMESPACE, routes: {} };

/** The search form, in the search feature's namespace. */
export const SearchForm = inNamespace(NAMESPACE, Form);
export type { PresetLocation } from './components/search-form.tsx';
