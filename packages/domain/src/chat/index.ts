export * from './chat.api.ts';
export * from './chat.constants.ts';
export * from './chat.errors.ts';
export * from './chat.rules.ts';
export * from './chat.schemas.ts';
