import type { FastifyRequest } from 'fastify';
import { tokenHash } from '../kernel/tokens.ts';

/**
 * A partner channel: an app that books for its own logged-in members (apiToken + profileToken),
 * who agreed to the booking terms in that app (PARTNER_API_KEYS).
 */
export interface PartnerChannel {
  /** Which app: its apiToken's fingerprint (`key:` and 12 hex of its SHA-256; the key stays secret). */
  apiClient: string;
}

/** The fingerprint a reservation records for an apiToken. */
export function apiKeyFingerprint(key: string): string {
  return `key:${tokenHash(key).slice(0, 12)}`;
}

/** The partner channel a call comes through, when its apiToken (or legacy `token`) is a partner's key. */
export function partnerChannelOf(
  request: FastifyRequest,
  partnerKeys: ReadonlySet<string>,
): PartnerChannel | undefined {
  const header = request.headers.apitoken ?? request.headers.token;
  const key = Array.isArray(header) ? header[0] : header;
  return key !== undefined && partnerKeys.has(key) ? { apiClient: apiKeyFingerprint(key) } : undefined;
}
