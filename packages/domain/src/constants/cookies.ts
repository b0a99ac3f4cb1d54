/** Cookie holding the machine token (24 days). */
export const MACHINE_COOKIE = {
  name: 'machineToken',
  maxAgeSeconds: 2_073_600,
  path: '/',
  sameSite: 'lax',
} as const;

/** Cookie holding the cookie-consent choices (20 days). */
export const CONSENT_COOKIE = {
  name: 'cookie_consent',
  maxAgeSeconds: 1_728_000,
  path: '/',
  sameSite: 'lax',
} as const;

/** Cookie remembering the chosen language (365 days); set only on the redirect from the root. */
export const LANGUAGE_COOKIE = { name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 3600 } as const;

/**
 * A readable companion of the HttpOnly long-term login cookie, set and cleared with it and holding
 * nothing secret: the web app asks to exchange the login cookie only when it is there, so a
 * first visit makes no call that must fail.
 */
export const LOGIN_HINT_COOKIE = 'ms_login_hint';

/** Stored consent value of an accepted cookie type; non-editable types are always accepted. */
export const CONSENT_ACCEPTED = 1;

/** Stored consent value of a refused cookie type. */
export const CONSENT_REFUSED = -1;

export type ConsentValue = typeof CONSENT_ACCEPTED | typeof CONSENT_REFUSED;

/** The cookie type key that counts as accepted when nothing is stored. */
export const CONSENT_DEFAULT_KEY = 'ca';
