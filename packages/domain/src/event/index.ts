export * from './event.api.ts';
export * from './event.constants.ts';
export * from './event.errors.ts';
export * from './event.rules.ts';
export * from './event.schemas.ts';
export * from './featured.api.ts';
export * from './featured.schemas.ts';
