export * from './question.api.ts';
export * from './question.constants.ts';
export * from './question.errors.ts';
export * from './question.rules.ts';
export * from './question.schemas.ts';
