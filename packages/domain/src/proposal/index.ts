export * from './host-proposal.api.ts';
export * from './proposal.api.ts';
export * from './proposal.constants.ts';
export * from './proposal.errors.ts';
export * from './proposal.rules.ts';
export * from './proposal.schemas.ts';
