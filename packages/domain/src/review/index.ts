export * from './review.api.ts';
export * from './review.constants.ts';
export * from './review.errors.ts';
export * from './review.rules.ts';
export * from './review.schemas.ts';
