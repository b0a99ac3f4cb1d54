export * from './upload.api.ts';
export * from './upload.errors.ts';
export * from './upload.schemas.ts';
