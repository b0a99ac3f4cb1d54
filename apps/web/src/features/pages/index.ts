import { createElement } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';
import type { ContentPageName } from './screens.tsx';

// The content pages (about, contact, privacy, terms): one small chunk, loaded when first opened.
const ContentPages = lazyScreen(() => import('./screens.tsx'));
const page = (name: ContentPageName) => () => createElement(ContentPages, { page: name });

/** About, contact, and the published privacy statement and booking terms. */
export const pagesFeature: Feature = {
  name: 'pages',
  namespace: 'pages',
  routes: { about: page('about'), contact: page('contact'), privacy: page('privacy'), terms: page('terms') },
};
