export * from './article.api.ts';
export * from './article.constants.ts';
export * from './article.errors.ts';
export * from './article.rules.ts';
export * from './article.schemas.ts';
