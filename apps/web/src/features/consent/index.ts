import type { Feature } from '../../lib/feature.ts';
import { inNamespace } from '../../lib/feature.ts';
import { CookieConsent as Consent } from './cookie-consent.tsx';
import { NAMESPACE } from './i18n.ts';

/** Cookie consent: the footer's "Cookie settings" button and the dialog (part of the first load). */
export const consentFeature: Feature = { name: 'consent', namespace: NAMESPACE, routes: {} };

/** The footer's button and the dialog, in the consent feature's namespace. */
export const CookieConsent = inNamespace(NAMESPACE, Consent);
