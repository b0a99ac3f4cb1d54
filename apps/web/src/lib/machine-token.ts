import { MACHINE_COOKIE } from '@meetspace/domain';
import { cookieString, cookieValue } from './cookies.ts';

/** A stored machine token is a random UUID; anything else in the cookie is replaced. */
const TOKEN_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The machine token in a `document.cookie` string, when it holds a well-formed one. */
export function readMachineToken(cookieHeader: string): string | undefined {
  const value = cookieValue(cookieHeader, MACHINE_COOKIE.name);
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * This browser's machine token (spec: "Machine token: stored in a cookie", 2,073,600 s, path /,
 * lax), sent with every saved search as `MachineKey` so searches of one device belong together.
 * Made on the first search and written again on each one, so it lives 24 days after the last.
 */
export function machineToken(doc: Pick<Document, 'cookie'> = document, secure = isSecurePage()): string {
  const token = readMachineToken(doc.cookie) ?? crypto.randomUUID();
  doc.cookie = cookieString(MACHINE_COOKIE, token, secure);
  return token;
}

function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}
