// The web tests render synchronously: both languages' `common` strings are in the store first.
import { LOCALES } from '@meetspace/domain';
import { loadCommon } from './i18n.ts';

await Promise.all(LOCALES.map(loadCommon));
