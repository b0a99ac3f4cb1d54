// The accounts area's public face: what other areas may use.
export { accountAccess } from './account.access.ts';
export { createAccountRepository } from './account.queries.ts';
