import { hash, verify } from '@node-rs/argon2';

// 2 = Argon2id (the library's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2 } as const;

/** An argon2id hash of a password (salted, with the library's recommended cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when there is no account or no password, so both answers take as long.
let dummy: Promise<string> | undefined;

/** Whether a password matches a stored hash; with no hash, spends the same time and says no. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('no account has this password', OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
