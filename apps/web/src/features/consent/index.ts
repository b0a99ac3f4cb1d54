import type { Feature } from '../../lib/feature.ts';

/** Cookie consent: the footer's "Cookie settings" button and the dialog (part of the first load). */
export const consentFeature: Feature = { name: 'consent', namespace: 'consent', routes: {} };

export { CookieConsent } from './cookie-consent.tsx';
