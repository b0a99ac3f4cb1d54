import { randomBytes } from 'node:crypto';

/** A payment's key: 32 url-safe random characters (the capability of the pay page). */
export const newPaymentKey = (): string => randomBytes(24).toString('base64url');
