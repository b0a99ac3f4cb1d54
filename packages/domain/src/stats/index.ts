export * from './stats.api.ts';
export * from './stats.errors.ts';
export * from './stats.rules.ts';
export * from './stats.schemas.ts';
