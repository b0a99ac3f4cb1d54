export * from './notification.api.ts';
export * from './notification.errors.ts';
export * from './notification.schemas.ts';
