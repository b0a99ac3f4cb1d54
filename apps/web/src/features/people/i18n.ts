import { addNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';

/** This feature's strings, added to the app's catalog when this module loads (with its code). */
export const NAMESPACE = addNamespace('people', { nl, en });
