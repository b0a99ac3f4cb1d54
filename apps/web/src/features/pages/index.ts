import { createElement } from 'react';
// The server renders these pages: their styles are in the first stylesheet, painted before any script.
import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'pages';

import type { ContentPageName } from './screens.tsx';

// The content pages (about, contact, privacy, terms): one small chunk, loaded when first opened.
const ContentPages = lazyScreen(NAMESPACE, () => import('./screens.tsx'));
const page = (name: ContentPageName) => () => createElement(ContentPages, { page: name });

/** About, contact, coworking, the privacy statement and the published booking terms. */
export const pagesFeature: Feature = {
  name: 'pages',
  namespace: NAMESPACE,
  routes: {
    about: page('about'),
    contact: page('contact'),
    privacy: page('privacy'),
    terms: page('terms'),
    work: page('work'),
  },
};
