import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token: 32 URL-safe characters (192 bits). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored instead of a token: its SHA-256, hex. A leaked table yields no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
