import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_REFUSED,
  type ConsentValue,
  type CookieSettings,
} from '@meetspace/domain';
import { cookieString, cookieValue } from '../../lib/cookies.ts';

/**
 * Cookie consent without the DOM: reading and writing the consent cookie's value, and deciding
 * whether to ask. The cookie (`CONSENT_COOKIE.name`) holds the settings Version the visitor
 * answered, then one `key:value` per cookie type, separated by `|`:
 *
 *     cookie_consent=3|nc:1|ca:-1|mc:1
 *
 * Values are `CONSENT_ACCEPTED` (1) or `CONSENT_REFUSED` (-1); keys are URI-encoded, so a key can
 * never contain a separator. All of it is cookie-safe without quoting.
 */

/** The visitor's choice per cookie type key. */
export type ConsentChoices = Record<string, ConsentValue>;

/** What the cookie holds: the answered settings Version and the choices. */
export interface StoredConsent {
  version: number;
  choices: ConsentChoices;
}

type CookieType = CookieSettings['CookieTypes'][number];

/** The cookie's value for a consent (without name or attributes). */
export function serializeConsent({ version, choices }: StoredConsent): string {
  return [
    String(version),
    ...Object.entries(choices).map(([key, value]) => `${encodeURIComponent(key)}:${value}`),
  ].join('|');
}

/** A cookie value back to a consent; undefined when it is missing or not one we wrote. */
export function parseConsent(value: string | undefined): StoredConsent | undefined {
  if (!value) return undefined;
  const [head, ...parts] = value.split('|');
  if (!head || !/^-?\d+$/.test(head)) return undefined;
  const choices: ConsentChoices = {};
  for (const part of parts) {
    const match = /^([^:]+):(-?1)$/.exec(part);
    if (!match?.[1] || !match[2]) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
    choices[key] = Number(match[2]) === CONSENT_ACCEPTED ? CONSENT_ACCEPTED : CONSENT_REFUSED;
  }
  return { version: Number(head), choices };
}

/** The consent cookie's value out of a `document.cookie` string (undefined when absent). */
export function consentCookieValue(cookieHeader: string): string | undefined {
  return cookieValue(cookieHeader, CONSENT_COOKIE.name);
}

/** The stored consent out of a `document.cookie` string. */
export function readConsent(cookieHeader: string): StoredConsent | undefined {
  return parseConsent(consentCookieValue(cookieHeader));
}

/** The `document.cookie` assignment that stores a consent: 20 days, path /, SameSite=Lax. */
export function consentCookieString(consent: StoredConsent, secure: boolean): string {
  return cookieString(CONSENT_COOKIE, serializeConsent(consent), secure);
}

/** Ask when nothing (readable) is stored, or when the answer was given to another Version. */
export function needsConsent(
  stored: StoredConsent | undefined,
  latest: Pick<CookieSettings, 'Version'>,
): boolean {
  return !stored || stored.version !== latest.Version;
}

/**
 * One type's consent: a non-editable type is always accepted; otherwise the stored choice; with
 * nothing stored for it, refused. Consent is an active opt-in (CJEU Planet49): no optional type
 * is ever ticked for the visitor, also not the analytics type the spec once defaulted to.
 */
export function choiceFor(
  type: Pick<CookieType, 'Key' | 'IsEditable'>,
  stored?: ConsentChoices,
): ConsentValue {
  if (!type.IsEditable) return CONSENT_ACCEPTED;
  const value = stored?.[type.Key];
  return value ?? CONSENT_REFUSED;
}

/** The choices the dialog starts with: the stored ones (also from an older Version) and defaults. */
export function initialChoices(settings: CookieSettings, stored?: StoredConsent): ConsentChoices {
  return Object.fromEntries(settings.CookieTypes.map((type) => [type.Key, choiceFor(type, stored?.choices)]));
}

/** The consent to store for these choices; non-editable types are forced to accepted. */
export function consentFrom(settings: CookieSettings, choices: ConsentChoices): StoredConsent {
  return {
    version: settings.Version,
    choices: Object.fromEntries(
      settings.CookieTypes.map((type) => [
        type.Key,
        !type.IsEditable || choices[type.Key] === CONSENT_ACCEPTED ? CONSENT_ACCEPTED : CONSENT_REFUSED,
      ]),
    ),
  };
}

/** "Accept all": every type accepted. */
export function acceptAll(settings: CookieSettings): StoredConsent {
  return consentFrom(
    settings,
    Object.fromEntries(settings.CookieTypes.map((t) => [t.Key, CONSENT_ACCEPTED])),
  );
}

/** "Refuse optional": every editable type refused, the necessary ones still accepted. */
export function refuseOptional(settings: CookieSettings): StoredConsent {
  return consentFrom(settings, {});
}
