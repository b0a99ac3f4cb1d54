export * from './group.api.ts';
export * from './group.constants.ts';
export * from './group.errors.ts';
export * from './group.rules.ts';
export * from './group.schemas.ts';
