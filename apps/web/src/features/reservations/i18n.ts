import { addNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';

/**
 * This feature's strings, added to the app's catalog when this module loads. Its code that shows
 * them imports it, so the catalogs travel in the same chunk.
 */
export const NAMESPACE = addNamespace('reservations', { nl, en });
