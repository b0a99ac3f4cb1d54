/** A cookie the web app writes itself: its name, lifetime and path (SameSite is always Lax). */
export interface CookieSpec {
  readonly name: string;
  readonly maxAgeSeconds: number;
  readonly path: string;
}

/** One cookie's value out of a `document.cookie` string (undefined when absent). */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The `document.cookie` assignment that stores `value` under the spec's name, age and path, Lax. */
export function cookieString(spec: CookieSpec, value: string, secure: boolean): string {
  return [
    `${spec.name}=${value}`,
    `Max-Age=${spec.maxAgeSeconds}`,
    `Path=${spec.path}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
